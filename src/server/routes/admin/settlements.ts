import { Hono, type Context } from 'hono';
import {
  staffAddedFeeSchema,
  staffCancelPreparationSchema,
  staffDealersQuerySchema,
  staffDrugCompanyMonthsQuerySchema,
  staffMemberMonthsQuerySchema,
  staffPrepareSchema,
  staffSettlementLinesQuerySchema,
  staffStatisticsQuerySchema,
} from '../../../api/schema/admin-settlements';
import type {
  KeysetPage,
  Page,
  StaffDealerSettlement,
  StaffDrugCompanyMonth,
  StaffMemberMonth,
  StaffMemberMonthDetail,
  StaffSettlementLine,
  StaffSettlementStatistics,
  StaffStatisticsMember,
} from '../../../api/types';
import { contentDisposition } from '../../http/content-disposition';
import { gatedExport } from '../../http/export-gate';
import { noStore } from '../../http/origin';
import type { AppEnv } from '../../http';
import { validId, validJson, validOptionalJson, validQuery } from '../../http/validate';
import { getDb } from '../../runtime/database';
import { cancelPreparation, confirmMonth, prepareMonth, setAddedFee } from '../../settlements/staff-confirm';
import {
  drugCompanyMonth,
  listDrugCompanyMonths,
  listMemberMonths,
  listMonthDealers,
  listMonthLines,
  memberMonth,
  memberMonthDetail,
} from '../../settlements/staff-read';
import { staffRangeOf, staffStatistics, staffStatisticsByMember, staffStatisticsWorkbook } from '../../settlements/staff-statistics';
import { recordStaffAction } from '../../staff/audit';

// 정산관리 (SETTLEMENT_MANAGEMENT) for staff, under /v1/admin/settlements: a settlement month's members and drug-company
// rows, a member-month with its dealers and product lines, 추가수수료, 정산 확정 by four eyes (prepare, confirm by
// another, cancel), and statistics with their .xlsx. The contract's own settlement paths are the member's; these are
// ours. Every write answers the row as it is now, for the screen to redraw.

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export const adminSettlementsRouter = new Hono<AppEnv>();
adminSettlementsRouter.use('*', noStore);

const monthAnswer = async (c: Context<AppEnv>, id: number) => c.json<StaffMemberMonth>(await memberMonth(await getDb(), id));

adminSettlementsRouter.get('/member-months', validQuery(staffMemberMonthsQuerySchema), async (c) =>
  c.json<KeysetPage<StaffMemberMonth>>(await listMemberMonths(await getDb(), c.req.valid('query'))),
);

adminSettlementsRouter.get('/member-months/:id', validId, async (c) =>
  c.json<StaffMemberMonthDetail>(await memberMonthDetail(await getDb(), c.req.valid('param').id)),
);

adminSettlementsRouter.get('/member-months/:id/dealers', validId, validQuery(staffDealersQuerySchema), async (c) =>
  c.json<KeysetPage<StaffDealerSettlement>>(await listMonthDealers(await getDb(), c.req.valid('param').id, c.req.valid('query'))),
);

adminSettlementsRouter.get('/member-months/:id/lines', validId, validQuery(staffSettlementLinesQuerySchema), async (c) =>
  c.json<KeysetPage<StaffSettlementLine>>(await listMonthLines(await getDb(), c.req.valid('param').id, c.req.valid('query'))),
);

adminSettlementsRouter.post('/member-months/:id/prepare', validId, validOptionalJson(staffPrepareSchema), async (c) => {
  const { id } = c.req.valid('param');
  await prepareMonth(await getDb(), c.get('member'), id, c.req.valid('json').figuresVersion);
  return monthAnswer(c, id);
});

adminSettlementsRouter.post('/member-months/:id/confirm', validId, async (c) => {
  const { id } = c.req.valid('param');
  await confirmMonth(await getDb(), c.get('member'), id);
  return monthAnswer(c, id);
});

adminSettlementsRouter.delete('/member-months/:id/preparation', validId, validOptionalJson(staffCancelPreparationSchema), async (c) => {
  const { id } = c.req.valid('param');
  await cancelPreparation(await getDb(), c.get('member'), id, c.req.valid('json').reason);
  return monthAnswer(c, id);
});

adminSettlementsRouter.get('/drug-company-months', validQuery(staffDrugCompanyMonthsQuerySchema), async (c) =>
  c.json<KeysetPage<StaffDrugCompanyMonth>>(await listDrugCompanyMonths(await getDb(), c.req.valid('query'))),
);

adminSettlementsRouter.put('/drug-company-months/:id/added-fee', validId, validJson(staffAddedFeeSchema), async (c) => {
  const { id } = c.req.valid('param');
  const db = await getDb();
  await setAddedFee(db, c.get('member'), id, c.req.valid('json'));
  return c.json<StaffDrugCompanyMonth>(await drugCompanyMonth(db, id));
});

adminSettlementsRouter.get('/statistics', validQuery(staffStatisticsQuerySchema), async (c) =>
  c.json<StaffSettlementStatistics>(await staffStatistics(await getDb(), staffRangeOf(c.req.valid('query')))),
);

adminSettlementsRouter.get('/statistics/by-member', validQuery(staffStatisticsQuerySchema), async (c) => {
  const q = c.req.valid('query');
  return c.json<Page<StaffStatisticsMember>>(await staffStatisticsByMember(await getDb(), { ...q, ...staffRangeOf(q) }));
});

// The .xlsx streams in a place of the export gate; the export is itself an audit row (what range was taken out).
adminSettlementsRouter.get('/statistics.xlsx', validQuery(staffStatisticsQuerySchema), async (c) => {
  const range = staffRangeOf(c.req.valid('query'));
  const db = await getDb();
  const { body } = await gatedExport(c, async () => {
    await recordStaffAction(db, c.get('member'), {
      action: 'EXPORTED',
      targetKind: 'SETTLEMENT_STATISTICS',
      targetId: `${range.startMonth}~${range.endMonth}`,
    });
    return { stream: staffStatisticsWorkbook(db, range) };
  });
  return c.body(body, 200, {
    'content-type': XLSX,
    'content-disposition': contentDisposition('attachment', `정산통계_${range.startMonth}_${range.endMonth}.xlsx`),
  });
});
