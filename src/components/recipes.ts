// Screen recipes: the looks of server-rendered screen parts, each family's file beside the Astro components that use it
// (<family>/<name>.recipe.ts), and the islands' beside their island (src/islands/<Island>/, or src/islands/shared/ for
// the parts islands share). panda.config.ts adds them to the kit's recipes.
import { boardList, listTitle, noticeRow, faqItem, postHeader, postNav, answerPanel } from './content/board.recipe';
import { eventCard, eventMedia, attachmentList, contentBody, previewBanner } from './content/content.recipe';
import { hero, statFigure, bannerCarousel, boardTab } from './home/home.recipe';
import { chip, nativeSelect, listRegion, cardTable } from './list/list.recipe';
import { boardRow, trendingBox, communityBanners } from './community/community.recipe';
import { statusPage, richText } from './page/page.recipe';
import { productTable, rateChange, productSearch, productDialog, productDetail } from './products/product.recipe';
import { endedOverlay, agencyCard, agencyDetail } from './products/sales-agency.recipe';
import { siteHeader, userMenu, colorModeToggle, pageLoadingBar, logo, siteFooter, sideNav, demoBanner } from './shell/shell.recipe';
import { errorScreen } from '../islands/shared/error-boundary/error-screen.recipe';
import { attachmentFields } from '../islands/shared/attachments/attachment-fields.recipe';
import { inquiryForm } from '../islands/InquiryForm/inquiry-form.recipe';
import { communityPostForm } from '../islands/CommunityPostForm/community-post-form.recipe';
import { noticeEditor } from '../islands/NoticeEditor/notice-editor.recipe';
import { dealerManager } from '../islands/DealerManager/dealer-manager.recipe';
import { dealerContracts } from '../islands/DealerManager/dealer-contracts.recipe';
import { prescriptionZipUpload, zipRules } from '../islands/PrescriptionZipUpload/prescription-zip-upload.recipe';
import { prescriptionEntry } from '../islands/PrescriptionEntry/prescription-entry.recipe';
import { settlementList } from '../islands/SettlementList/settlement-list.recipe';
import { salesStatistic } from '../islands/SalesStatistic/sales-statistic.recipe';
import { accountForm } from '../islands/Accounts/accounts.recipe';
import { myPage } from '../islands/MyPage/my-page.recipe';
import { communityPost } from '../islands/CommunityPost/community-post.recipe';
import { partnerContract } from '../islands/PartnerContract/partner-contract.recipe';
import { contractPage } from './partner-contract/contract-page.recipe';
import { loginForm } from '../islands/LoginForm/login-form.recipe';
import { compliance } from '../islands/Compliance/compliance.recipe';
import { expenditureLog } from '../islands/Expenditures/expenditures.recipe';
import { complianceAudit } from '../islands/Compliance/audit.recipe';
import { apiDocs } from './api-docs/api-docs.recipe';
import { consoleShell } from './console/console.recipe';
import { staffLogin } from '../islands/admin/shared/staff-login.recipe';
import { recoveryCodes } from '../islands/admin/shared/recovery-codes.recipe';
import { consoleDialog } from '../islands/admin/shared/console-dialog.recipe';
import { consoleDashboard } from '../islands/admin/Dashboard/dashboard.recipe';
import { memberAdmin } from '../islands/admin/Members/members.recipe';
import { consoleReview } from '../islands/admin/Reviews/reviews.recipe';
import { ediConsole } from '../islands/admin/Prescriptions/edi-console.recipe';
import { documentViewer } from '../islands/admin/shared/DocumentViewer/document-viewer.recipe';
import { staffAdmin } from '../islands/admin/Staff/staff.recipe';
import { settlementConsole } from '../islands/admin/Settlements/settlements.recipe';

export const screenRecipes = {
  listTitle,
  contentBody,
  boardTab,
  chip,
  nativeSelect,
  listRegion,
  cardTable,
  richText,
  endedOverlay,
  colorModeToggle,
  pageLoadingBar,
  demoBanner,
};
export const screenSlotRecipes = {
  errorScreen,
  attachmentFields,
  inquiryForm,
  accountForm,
  communityPostForm,
  noticeEditor,
  dealerManager,
  dealerContracts,
  prescriptionZipUpload,
  zipRules,
  prescriptionEntry,
  settlementList,
  salesStatistic,
  myPage,
  communityPost,
  partnerContract,
  contractPage,
  loginForm,
  compliance,
  expenditureLog,
  complianceAudit,
  apiDocs,
  boardList,
  boardRow,
  trendingBox,
  communityBanners,
  noticeRow,
  faqItem,
  postHeader,
  postNav,
  answerPanel,
  eventCard,
  eventMedia,
  attachmentList,
  previewBanner,
  hero,
  statFigure,
  bannerCarousel,
  statusPage,
  productTable,
  rateChange,
  productSearch,
  productDialog,
  productDetail,
  agencyCard,
  agencyDetail,
  siteHeader,
  userMenu,
  logo,
  siteFooter,
  sideNav,
  consoleShell,
  staffLogin,
  recoveryCodes,
  consoleDialog,
  consoleDashboard,
  memberAdmin,
  consoleReview,
  ediConsole,
  documentViewer,
  staffAdmin,
  settlementConsole,
};
