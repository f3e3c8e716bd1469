import type { DealerContract, ProductSummary } from '../../api/types';
import { pageOf } from '../shared/story-fixtures';
import { dealers } from './story-fixtures';
import type { Route } from '../shared/story-server';

// Sample data of the contract stories on a fixed day: 김민준(한미약품) has three versions (today's may still be deleted,
// the older two are kept by law), and the catalogue products of 한미약품. A stand-in server answers fetch and the
// upload's XMLHttpRequest (with progress), recording every call.

export const today = '2026-11-27';
export const kim = dealers[0]!;

const HANMI = '한미약품';
const product = (id: number, productName: string): ProductSummary => ({
  id,
  productCode: String(640000000 + id),
  productName,
  manufacturerName: HANMI,
});

export const products: ProductSummary[] = [
  product(101, '아모잘탄정5/50밀리그램'),
  product(102, '로수젯정10/10밀리그램'),
  product(103, '에소메졸캡슐20밀리그램'),
  product(104, '몬테잘츄정5밀리그램'),
  product(105, '한미탐스캡슐0.2밀리그램'),
  product(106, '아모디핀정5밀리그램'),
];

const contract = (over: Partial<DealerContract> & Pick<DealerContract, 'id' | 'version' | 'startDate'>): DealerContract => ({
  endDate: null,
  rates: [],
  fileUrl: `/v1/files/${500 + over.id}?name=contract.pdf`,
  fileName: `재위탁계약서_${over.version}차.pdf`,
  createdByName: '홍길동',
  createdAt: `${over.startDate}T01:30:00Z`,
  retainUntil: null,
  deletable: false,
  lockedReason: null,
  ...over,
});

const rate = (p: ProductSummary, feeRate: number) => ({ productId: p.id, productName: p.productName!, feeRate });

/** Newest first, as the server answers. */
export const contracts: DealerContract[] = [
  contract({
    id: 3,
    version: 3,
    startDate: today,
    rates: [rate(products[0]!, 12.5), rate(products[1]!, 10), rate(products[2]!, 8.25)],
    createdAt: '2026-11-27T02:10:00Z',
    deletable: true,
  }),
  contract({
    id: 2,
    version: 2,
    startDate: '2026-03-01',
    endDate: '2026-11-26',
    rates: [rate(products[0]!, 11), rate(products[1]!, 9.5)],
    retainUntil: '2031-11-26',
    lockedReason: '법정 보존 기간(2031년 11월 26일까지)이라 삭제할 수 없습니다.',
  }),
  contract({
    id: 1,
    version: 1,
    startDate: '2025-10-12',
    endDate: '2026-02-28',
    rates: [rate(products[0]!, 10)],
    retainUntil: '2031-02-28',
    lockedReason: '법정 보존 기간(2031년 2월 28일까지)이라 삭제할 수 없습니다.',
  }),
];

/** The server's reason once the row's re-delegation notice is sent (today's version is then kept too). */
export const NOTICE_SENT_REASON = '재위탁 통보를 마친 계약은 삭제할 수 없습니다. 바뀐 내용은 새 버전으로 등록해 주세요.';

/** The versions after the notice was sent: none may be deleted. */
export const kept: DealerContract[] = contracts.map((c) =>
  c.deletable ? { ...c, deletable: false, lockedReason: NOTICE_SENT_REASON } : c,
);

/** The catalogue search of the stories: 한미약품's products whose name holds `productName`. */
export const productRoute: Route = [
  'GET',
  /^\/v1\/products$/,
  (call) => {
    const keyword = call.url.searchParams.get('productName') ?? '';
    const found = products.filter(
      (p) => p.manufacturerName === call.url.searchParams.get('manufacturerName') && p.productName!.includes(keyword),
    );
    return pageOf(found, 0, Number(call.url.searchParams.get('size') ?? 10));
  },
];
