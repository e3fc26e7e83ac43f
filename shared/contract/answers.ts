// What every resource's add answers (spec 7: the message is shown as a toast).
import { z } from 'zod';

/** Every add answers the new row's id beside the message (a user's id is their username). */
export const createdResponse = z.object({ message: z.string(), id: z.union([z.number().int(), z.string()]) });
export type CreatedResponse = z.infer<typeof createdResponse>;
