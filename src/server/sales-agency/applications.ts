import { exposureRangesFor, type ExposureRange } from '../../api/enums';
import type { Db } from '../db';
import type { Member } from '../db/schema';
import { salesAgencyApplications } from '../db/schema-products';
import { ApiHttpError, forbidden, notFound } from '../http';
import { findSalesAgencyProduct } from './products';

// Applying to a sales-agency product: a member applies once, while the period runs and only within the product's
// exposure range.

const conflict = (code: string, message: string) => new ApiHttpError(409, code, message);
const rangeMessage: Record<ExposureRange, string> = {
  ALL: '',
  CONTRACTED: '계약회원만 신청할 수 있는 영업대행상품입니다. 파트너 계약 후 신청해 주세요.',
  UNCONTRACTED: '파트너 계약 전 회원만 신청할 수 있는 영업대행상품입니다.',
};

/** Records the viewer's application to product `id`; 404/403/409 when it may not be applied to (now or again). */
export async function applyToSalesAgencyProduct(db: Db, viewer: Member, id: number): Promise<void> {
  const { product: p, record } = await findSalesAgencyProduct(db, viewer, id);
  const post = record.post;
  // Unpublished, blinded or deleted products cannot be applied to, not even by editors.
  if (post.deletedAt || !post.isExposed || post.isBlind) throw notFound();
  // The exposure range is checked against the member type itself: an editor's role does not make them a partner.
  if (!exposureRangesFor(viewer.partnerContractStatus).includes(post.exposureRange)) {
    throw forbidden(rangeMessage[post.exposureRange], 'OUT_OF_EXPOSURE_RANGE');
  }
  const now = Date.now();
  if (p.endAt.getTime() < now) throw conflict('SALES_AGENCY_ENDED', '신청 기간이 끝난 영업대행상품입니다.');
  if (p.startAt.getTime() > now) throw conflict('SALES_AGENCY_NOT_STARTED', '아직 신청 기간이 아닌 영업대행상품입니다.');
  const inserted = await db
    .insert(salesAgencyApplications)
    .values({ productId: p.id, memberId: viewer.id })
    .onConflictDoNothing()
    .returning({ id: salesAgencyApplications.id });
  if (!inserted.length) throw conflict('ALREADY_APPLIED', '이미 신청한 영업대행상품입니다.');
}
