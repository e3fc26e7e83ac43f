// Path parameters. An id is a positive integer that fits the id columns; anything else ('abc', '0',
// '1.5', '99999999999') names no row, so it is a 404 with the resource's message, never a 500.
import { MAX_STORED_INTEGER } from '../../shared/contract/validation';
import { notFound } from '../errors';

const ID_TEXT = /^[1-9][0-9]{0,9}$/;

export function idParam(value: string | undefined, notFoundMessage: string): number {
  if (value !== undefined && ID_TEXT.test(value)) {
    const id = Number(value);
    if (id <= MAX_STORED_INTEGER) return id;
  }
  throw notFound(notFoundMessage);
}
