// "Fire Mains": sends an order's held course to the kitchen, from the floor's table and the Orders screen. Like every
// floor change it needs the connection; a second tap (or another till first) is answered "already fired", sent once.
import { fireCourse } from '../../../shared/api/floor';
import { Button } from '../../../shared/ui/Button';
import { runFloorChange } from './floorActions';

/** The held courses of an order's lines, each once, in the order they appear. */
export function heldCoursesOf(lines: readonly { heldCourse: string | null }[]): string[] {
  return [...new Set(lines.flatMap((line) => (line.heldCourse ? [line.heldCourse] : [])))];
}

export function FireCourseButtons({
  orderId,
  tokenNo,
  courses,
  onFired,
}: {
  orderId: number;
  tokenNo: number;
  courses: readonly string[];
  onFired: () => Promise<void>;
}) {
  if (courses.length === 0) return null;
  return (
    <>
      {courses.map((course) => (
        <Button
          key={course}
          variant="secondary"
          aria-label={`Fire ${course} of order #${tokenNo}`}
          onClick={() => void runFloorChange(() => fireCourse(orderId, course), onFired)}
        >
          Fire {course}
        </Button>
      ))}
    </>
  );
}
