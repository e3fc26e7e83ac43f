// Spec 2.13 (Tables), 7 Settings: store tables.
import { endpoint } from '../endpoint';
import { idParam } from '../pathParams';
import { createdResponse } from '../answers';
import { storeTableBody, storeTablesResponse, STORE_TABLE_MESSAGES } from '../storeTables';
import { messageResponse } from '../session';

const access = ['SETTINGS'] as const;
const tag = 'storeTables';
const tableId = idParam(STORE_TABLE_MESSAGES.tableNotFound);

export const storeTablesEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/settings/store-tables',
    access,
    tag,
    summary: 'Every table with its floor and seating capacity.',
    response: storeTablesResponse,
  }),
  add: endpoint({
    method: 'POST',
    path: '/settings/store-tables/add',
    access,
    tag,
    summary: 'Adds a table; answers its id.',
    body: storeTableBody,
    response: createdResponse,
  }),
  delete: endpoint({
    method: 'DELETE',
    path: '/settings/store-tables/:id',
    params: { id: tableId },
    access,
    tag,
    summary: 'Deletes a table.',
    response: messageResponse,
  }),
  update: endpoint({
    method: 'POST',
    path: '/settings/store-tables/:id/update',
    params: { id: tableId },
    access,
    tag,
    summary: "Changes a table's title, floor and seating capacity.",
    body: storeTableBody,
    response: messageResponse,
  }),
} as const;
