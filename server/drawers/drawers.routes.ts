// Cash drawers: the POS's Drawer screen (open with a counted float, movements, blind close) and Settings' drawer
// rules. Declared in shared/contract/endpoints/drawers.ts.
import { drawersEndpoints } from '../../shared/contract/endpoints/drawers';
import { DRAWER_MESSAGES } from '../../shared/contract/drawers';
import { endpointMounter } from '../http/endpoint';
import { clientIp } from '../http/request';
import type { ApiRoutesPlugin } from '../http/routeDeps';
import { closeDrawer } from './closeDrawer';
import { presentDrawer, presentDrawerSettings, presentPeriodFigures, presentUserOverShort, presentZReport } from './drawers.presenter';
import { closeZReport, listClosedZReports, storeCurrency, xReport, zReportDocument } from './zReports';
import { renderZReportPdf, zReportPdfFilename } from './zReportPdf.presenter';
import { overShortByUser } from './overShortByUser';
import { download } from '../http/download';
import { minorUnits, toDecimalAmount } from '../../shared/domain/money/money';
import { listDrawers, saveDrawerSettings, withMovements } from './listDrawers';
import { moveCash } from './moveCash';
import { openDrawer } from './openDrawer';
import { printXReport, printZReport } from './printReports';

export const drawersRoutes: ApiRoutesPlugin = async (app, deps) => {
  const { ctx } = deps;
  const mount = endpointMounter(app, deps);

  mount(drawersEndpoints.list, async () => {
    const { settings, currency, open, recent } = await listDrawers(ctx);
    return { settings: presentDrawerSettings(settings, currency), open: open.map(presentDrawer), recent: recent.map(presentDrawer) };
  });

  mount(drawersEndpoints.open, async ({ body, session }) => {
    const drawer = await openDrawer(ctx, { actor: session.user, deviceId: session.deviceId }, body);
    return { message: DRAWER_MESSAGES.opened(drawer.till), drawer: presentDrawer(await withMovements(ctx.db, drawer)) };
  });

  mount(drawersEndpoints.move, async ({ params, body, session }) => {
    const drawer = await moveCash(ctx, { actor: session.user }, params.id, body);
    return { message: DRAWER_MESSAGES.recorded, drawer: presentDrawer(await withMovements(ctx.db, drawer)) };
  });

  mount(drawersEndpoints.close, async ({ params, body, session, request }) => {
    const drawer = await closeDrawer(ctx, session.user, params.id, body, clientIp(request));
    return { message: DRAWER_MESSAGES.closed, drawer: presentDrawer(await withMovements(ctx.db, drawer)) };
  });

  mount(drawersEndpoints.xReport, async ({ params }) => {
    const report = await xReport(ctx, params.id);
    return {
      drawer: {
        ...presentDrawer(await withMovements(ctx.db, report.drawer)),
        expectedNow: toDecimalAmount(minorUnits(report.expectedNow)),
      },
      sinceLastZ: presentPeriodFigures(report.sinceLastZ),
    };
  });

  mount(drawersEndpoints.printXReport, async ({ params, idempotency }) => printXReport(ctx, params.id, idempotency));

  mount(drawersEndpoints.printZReport, async ({ params, idempotency }) => printZReport(ctx, params.id, idempotency));

  mount(drawersEndpoints.closeZ, async ({ session }) => {
    const row = await closeZReport(ctx, session.user);
    return { message: DRAWER_MESSAGES.zClosed(row.number), zReport: presentZReport(row) };
  });

  mount(drawersEndpoints.zReports, async () => {
    const { zReports, currency } = await listClosedZReports(ctx);
    return { zReports: zReports.map(presentZReport), currency };
  });

  mount(drawersEndpoints.zReportPdf, async ({ params, reply }) => {
    const document = await zReportDocument(ctx, params.id);
    return download(reply, drawersEndpoints.zReportPdf.response, zReportPdfFilename(document.zReport), await renderZReportPdf(document));
  });

  mount(drawersEndpoints.overShort, async ({ query }) => {
    const { period, users } = await overShortByUser(ctx, query);
    return { period: { from: period.from, to: period.to }, currency: await storeCurrency(ctx), users: users.map(presentUserOverShort) };
  });

  mount(drawersEndpoints.saveSettings, async ({ body }) => {
    await saveDrawerSettings(ctx, body);
    return { message: DRAWER_MESSAGES.settingsSaved };
  });
};
