// @ts-nocheck: a lint fixture that breaks a dependency rule on purpose (tests/architecture/lintRules.test.ts).
// expect eslint(no-restricted-globals): Only shared/api calls the server: use its typed calls (shared/realtime for live updates).
export const listen = () => new WebSocket('ws://localhost/socket.io/');
