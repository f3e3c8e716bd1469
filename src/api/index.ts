import { createHttp, type HttpOptions } from './client';
import { authApi } from './auth';
import { myPageApi } from './my-page';
import { termsApi } from './terms';
import { boardsApi } from './boards';
import { communityApi } from './community';
import { inquiriesApi } from './inquiries';
import { noticesApi } from './notices';
import { eventsApi } from './events';
import { bannersApi } from './banners';
import { prescriptionsApi } from './prescriptions';
import { hospitalsApi } from './hospitals';
import { salesAgencyProductsApi } from './sales-agency-products';
import { productsApi } from './products';
import { dealersApi, partnersApi } from './dealers';
import { settlementsApi } from './settlements';
import { kmcApi } from './kmc';
import { accountRecoveryApi } from './account-recovery';
import { signupApi } from './signup';
import { partnerContractsApi } from './partner-contracts';
import { complianceApi } from './compliance';
import { recordsApi } from './records';
import { apiDocsApi } from './api-docs';
import { notificationsApi } from './notifications';
import { adminMembersApi } from './admin-members';
import { adminPrescriptionsApi } from './admin-prescriptions';
import { adminPrescriptionsOcrApi } from './admin-prescriptions-ocr';
import { adminSettlementsApi } from './admin-settlements';
import { contractReviewsApi, csoReviewsApi } from './reviews';
import { consoleApi } from './console';
import { staffApi } from './staff';

export * from './enums';
export * from './types';
// Request types only: the schemas themselves are imported from ./schema where they run, so that pages loading the
// client do not load the validation library.
export type * from './schema';
export { ApiError } from './errors';
export { jsonPart, uploadFileName } from './multipart';
export type { UploadOptions, UploadProgress } from './upload-progress';
export { settlementExcelUrl } from './settlements';
export { kmcLaunchUrl } from './kmc';
export { noticeDocumentUrl } from './compliance';
export { auditPackUrl, expenditureReportUrl } from './records';
export { apiAccessLabels } from './api-docs';
export { memberExportUrl } from './admin-members';
export { auditExportUrl } from './staff';
export { staffStatisticsXlsxUrl } from './admin-settlements';
export type * from './api-docs';
export { createHttp, query, REQUEST_TIMEOUT_MS, type Http, type HttpOptions } from './client';

/** The typed client: one module per resource over one HTTP instance. */
export function createApi(options: HttpOptions = {}) {
  const http = createHttp(options);
  const boards = boardsApi(http);
  return {
    auth: authApi(http),
    myPage: myPageApi(http),
    terms: termsApi(http),
    boards,
    community: communityApi(http),
    inquiries: inquiriesApi(boards),
    notices: noticesApi(boards),
    events: eventsApi(http),
    banners: bannersApi(http),
    prescriptions: prescriptionsApi(http),
    hospitals: hospitalsApi(http),
    salesAgencyProducts: salesAgencyProductsApi(http),
    products: productsApi(http),
    dealers: dealersApi(http),
    partners: partnersApi(http),
    settlements: settlementsApi(http),
    kmc: kmcApi(http),
    accountRecovery: accountRecoveryApi(http),
    signup: signupApi(http),
    partnerContracts: partnerContractsApi(http),
    compliance: complianceApi(http),
    records: recordsApi(http),
    apiDocs: apiDocsApi(http),
    notifications: notificationsApi(http),
    adminMembers: adminMembersApi(http),
    adminPrescriptions: adminPrescriptionsApi(http),
    adminPrescriptionsOcr: adminPrescriptionsOcrApi(http),
    adminSettlements: adminSettlementsApi(http),
    contractReviews: contractReviewsApi(http),
    csoReviews: csoReviewsApi(http),
    console: consoleApi(http),
    staff: staffApi(http),
  };
}
export type Api = ReturnType<typeof createApi>;
