import type { ExposureRange, NoticeType } from '../../api/enums';

// The words of the demo content (Korean): notices from drug companies and the portal, FAQ, events, banners,
// 1:1 inquiries (the community: community-data.ts). Dates are relative to the day the database is seeded.

export interface NoticeSeed {
  type: NoticeType;
  company: string | null;
  title: string;
  paragraphs: string[];
  list?: string[];
  table?: { head: string[]; rows: string[][] };
  daysAgo: number;
  pinned?: boolean;
  range?: ExposureRange;
  attachments?: Array<{ name: string; kind: 'pdf' | 'png' }>;
  unpublished?: boolean;
  views: number;
}

export const noticeSeeds: NoticeSeed[] = [
  // 제품현황
  {
    type: 'PRODUCT_STATUS',
    company: '한미약품',
    title: '아모잘탄정 5/50mg 공급 재개 안내',
    daysAgo: 1.2,
    views: 214,
    paragraphs: [
      '원료 수급 문제로 일시 중단되었던 아모잘탄정 5/50mg의 공급이 재개되었음을 알려드립니다.',
      '거래처 주문은 11월 25일 출하분부터 정상 처리되며, 기존 대체 처방 거래처에는 담당 영업 파트너께서 재개 소식을 안내해 주시기 바랍니다.',
    ],
    list: ['대상 품목: 아모잘탄정 5/50mg (30정, 90정)', '출하 재개일: 2026년 11월 25일', '문의: 한미약품 영업관리팀 02-410-9114'],
    attachments: [{ name: '아모잘탄정_공급재개_안내문.pdf', kind: 'pdf' }],
  },
  {
    type: 'PRODUCT_STATUS',
    company: '종근당',
    title: '텔미누보정 40/5mg 일시 품절 및 입고 예정일 안내',
    daysAgo: 3.4,
    views: 388,
    paragraphs: [
      '수요 증가로 텔미누보정 40/5mg의 재고가 일시 소진되었습니다.',
      '12월 첫째 주 입고 예정이며, 입고 전까지는 텔미누보정 80/5mg 처방 전환을 권장드립니다. 불편을 드려 죄송합니다.',
    ],
  },
  {
    type: 'PRODUCT_STATUS',
    company: '대웅제약',
    title: '우루사정 100mg 포장단위 변경 안내',
    daysAgo: 9.1,
    views: 152,
    paragraphs: [
      '우루사정 100mg의 포장단위가 기존 100정에서 60정으로 변경됩니다.',
      '변경 포장은 12월 출하분부터 적용되며 약가와 보험코드는 동일합니다.',
    ],
    table: {
      head: ['구분', '변경 전', '변경 후'],
      rows: [
        ['포장단위', '100정/병', '60정/병'],
        ['보험코드', '642100150', '642100150'],
        ['적용 시점', '-', '2026년 12월 출하분'],
      ],
    },
  },
  {
    type: 'PRODUCT_STATUS',
    company: '유한양행',
    title: '로수바미브정 약가 인하 적용 안내 (12월 1일자)',
    daysAgo: 14.5,
    views: 471,
    paragraphs: [
      '보건복지부 고시에 따라 로수바미브정 전 함량의 상한금액이 12월 1일자로 인하됩니다.',
      '정산은 처방일 기준으로 변경 약가가 적용되니 실적 입력 시 참고해 주십시오.',
    ],
    attachments: [{ name: '로수바미브정_약가변경표.png', kind: 'png' }],
  },
  {
    type: 'PRODUCT_STATUS',
    company: '보령',
    title: '카나브정 60mg 출하 일정 안내',
    daysAgo: 21,
    views: 96,
    paragraphs: [
      '연말 물류 집중으로 카나브정 60mg의 출하가 2~3일 지연될 수 있습니다.',
      '긴급 주문 건은 담당 지점으로 별도 요청해 주시기 바랍니다.',
    ],
  },
  {
    type: 'PRODUCT_STATUS',
    company: '일동제약',
    title: '큐란정 대체 품목 안내',
    daysAgo: 37,
    views: 803,
    paragraphs: ['라니티딘 성분 판매중지 이후 큐란정 처방 거래처를 위한 대체 품목을 안내드립니다.'],
    list: [
      '파모티딘 계열: 일동 파모티딘정 20mg',
      '라푸티딘 계열: 스토가정 10mg (협력사 품목)',
      '처방 전환 자료는 첨부 파일을 참고해 주십시오.',
    ],
  },
  {
    type: 'PRODUCT_STATUS',
    company: '휴온스',
    title: '리도카인염산염주 공급 지연 안내',
    daysAgo: 52,
    views: 120,
    paragraphs: ['생산 설비 정기 점검으로 리도카인염산염주 2% 20mL의 공급이 약 2주간 지연됩니다.'],
  },
  {
    type: 'PRODUCT_STATUS',
    company: '동아에스티',
    title: '슈가논정 5mg 신규 포장 출시',
    daysAgo: 75,
    views: 233,
    paragraphs: ['슈가논정 5mg 90정 포장이 새로 출시되었습니다. 장기 처방 거래처에 안내 부탁드립니다.'],
  },
  // 정산 및 생산중단
  {
    type: 'MANUFACTURING_SUSPENSION',
    company: '녹십자',
    title: '2026년 11월 실적 정산 일정 및 증빙 제출 마감 안내',
    daysAgo: 0.4,
    views: 57,
    pinned: true,
    range: 'CONTRACTED',
    paragraphs: ['11월 처방분 정산 일정을 안내드립니다. 기한 내 증빙이 제출되지 않은 실적은 다음 달로 이월됩니다.'],
    table: {
      head: ['항목', '일정'],
      rows: [
        ['실적(EDI) 입력 마감', '12월 5일(토) 18:00'],
        ['증빙 보완 요청', '12월 8일(화)'],
        ['정산 확정 및 안내', '12월 15일(화)'],
        ['수수료 지급', '12월 20일(일) 전후'],
      ],
    },
    attachments: [{ name: '11월_정산일정표.pdf', kind: 'pdf' }],
  },
  {
    type: 'MANUFACTURING_SUSPENSION',
    company: '광동제약',
    title: '일부 품목 생산중단 및 재고 소진 안내',
    daysAgo: 5.6,
    views: 342,
    paragraphs: ['아래 품목은 생산이 중단되어 현재 재고 소진 시까지만 공급됩니다.'],
    list: ['광동 레바미피드정 100mg', '광동 세티리진정 10mg', '재고 소진 예상 시점: 2027년 1월'],
  },
  {
    type: 'MANUFACTURING_SUSPENSION',
    company: '삼진제약',
    title: '플래리스정 75mg 생산중단 예정 안내',
    daysAgo: 18,
    views: 276,
    paragraphs: [
      '플래리스정 75mg이 2027년 3월부로 생산 중단될 예정입니다.',
      '동일 성분 대체 품목은 추후 신제품 정보 게시판을 통해 안내드리겠습니다.',
    ],
  },
  {
    type: 'MANUFACTURING_SUSPENSION',
    company: '제일약품',
    title: '10월 실적 정산 지연 안내',
    daysAgo: 26,
    views: 418,
    range: 'CONTRACTED',
    paragraphs: [
      '제약사 내부 시스템 전환으로 10월 실적 정산이 약 1주 지연됩니다.',
      '지연에 따른 수수료 차감은 없으며, 확정 후 정산 내역 화면에서 확인하실 수 있습니다.',
    ],
  },
  {
    type: 'MANUFACTURING_SUSPENSION',
    company: 'JW중외제약',
    title: '리바로정 1mg 생산 종료 안내',
    daysAgo: 44,
    views: 190,
    paragraphs: ['리바로정 1mg 함량이 생산 종료되었습니다. 2mg, 4mg 함량은 계속 공급됩니다.'],
  },
  {
    type: 'MANUFACTURING_SUSPENSION',
    company: '한독',
    title: '정산 기준 변경 (수수료 지급 시점) 안내',
    daysAgo: 63,
    views: 512,
    range: 'CONTRACTED',
    paragraphs: [
      '2027년 1월 정산분부터 수수료 지급 시점이 정산 확정 후 익월 10일로 변경됩니다.',
      '자세한 내용은 첨부한 변경 안내문을 확인해 주십시오.',
    ],
    attachments: [{ name: '한독_정산기준_변경안내.pdf', kind: 'pdf' }],
  },
  {
    type: 'MANUFACTURING_SUSPENSION',
    company: '경동제약',
    title: '경동 아토르바스타틴정 일시 생산중단',
    daysAgo: 88,
    views: 144,
    paragraphs: ['원료 규격 변경 심사로 경동 아토르바스타틴정 전 함량의 생산이 일시 중단됩니다.'],
  },
  {
    type: 'MANUFACTURING_SUSPENSION',
    company: '대원제약',
    title: '3분기 정산 누락분 추가 지급 안내',
    daysAgo: 101,
    views: 265,
    range: 'CONTRACTED',
    paragraphs: ['3분기 정산 중 일부 거래처의 실적이 누락된 것이 확인되어 11월 정산 시 추가 지급합니다.'],
  },
  // 신제품 정보
  {
    type: 'NEW_PRODUCT',
    company: '대웅제약',
    title: '펙수클루정 10mg 출시 안내',
    daysAgo: 2.3,
    views: 129,
    paragraphs: [
      '위식도역류질환 치료제 펙수클루정의 저용량 10mg이 출시되었습니다.',
      '디테일 자료와 제품 설명서는 첨부 파일을 참고해 주십시오.',
    ],
    list: ['성분: 펙수프라잔염산염 10mg', '적응증: 위식도역류질환 유지요법', '보험 상한금액: 1,062원/정'],
    attachments: [
      { name: '펙수클루정10mg_제품설명서.pdf', kind: 'pdf' },
      { name: '펙수클루정_제품이미지.png', kind: 'png' },
    ],
  },
  {
    type: 'NEW_PRODUCT',
    company: '종근당',
    title: '듀비메트에스서방정 런칭 안내',
    daysAgo: 11,
    views: 301,
    paragraphs: ['당뇨병 복합제 듀비메트에스서방정이 12월 1일 런칭됩니다. 런칭 기념 거래처 프로모션이 함께 진행됩니다.'],
  },
  {
    type: 'NEW_PRODUCT',
    company: '한미약품',
    title: '로수젯정 5/20mg 함량 추가',
    daysAgo: 23,
    views: 366,
    paragraphs: ['로수젯정에 5/20mg 함량이 추가되었습니다. 기존 함량과 동일한 수수료율이 적용됩니다.'],
  },
  {
    type: 'NEW_PRODUCT',
    company: '보령',
    title: '듀카브플러스정 출시 및 디테일 자료 배포',
    daysAgo: 34,
    views: 244,
    paragraphs: ['3제 복합 고혈압 치료제 듀카브플러스정이 출시되었습니다. 디테일 자료는 담당 매니저를 통해 배포됩니다.'],
  },
  {
    type: 'NEW_PRODUCT',
    company: '유한양행',
    title: '렉라자정 급여 확대 안내',
    daysAgo: 47,
    views: 692,
    paragraphs: ['렉라자정의 1차 치료 급여가 확대 적용됩니다. 대상 환자군과 적용일을 확인해 주십시오.'],
  },
  {
    type: 'NEW_PRODUCT',
    company: '휴온스',
    title: '휴온스 나잘스프레이 신제품 소개',
    daysAgo: 59,
    views: 87,
    paragraphs: ['알레르기 비염 치료용 나잘스프레이가 출시되었습니다. 이비인후과 거래처 위주로 안내 부탁드립니다.'],
  },
  {
    type: 'NEW_PRODUCT',
    company: '일동제약',
    title: '일동 에제티미브정 출시',
    daysAgo: 82,
    views: 158,
    paragraphs: ['이상지질혈증 치료제 일동 에제티미브정 10mg이 출시되었습니다.'],
  },
  {
    type: 'NEW_PRODUCT',
    company: '대웅제약',
    title: '2027년 1분기 신제품 출시 일정 (게시 예정)',
    daysAgo: 0.2,
    views: 0,
    unpublished: true,
    paragraphs: ['2027년 1분기에 출시될 신제품과 런칭 일정을 미리 안내드립니다. 이 공지는 12월 1일에 게시됩니다.'],
    list: ['1월: 펙수클루정 20mg 구강붕해정', '2월: 엔블로멧서방정 0.3/1000mg', '3월: 나보타 치료 적응증 추가'],
  },
  // 제약사 정책
  {
    type: 'POLICY',
    company: '동아에스티',
    title: '2026년 하반기 CSO 수수료율 정책 안내',
    daysAgo: 4.2,
    views: 955,
    pinned: true,
    range: 'CONTRACTED',
    paragraphs: ['하반기 CSO 수수료율 정책을 안내드립니다. 12월 처방분부터 적용됩니다.'],
    table: {
      head: ['품목군', '기본 수수료율', '변경 수수료율'],
      rows: [
        ['순환기', '35.0%', '36.5%'],
        ['당뇨', '38.0%', '38.0%'],
        ['소화기', '32.5%', '34.0%'],
      ],
    },
  },
  {
    type: 'POLICY',
    company: '휴온스',
    title: '판촉 활동 가이드라인 개정 안내',
    daysAgo: 8,
    views: 230,
    paragraphs: [
      '공정경쟁규약 개정에 맞춰 판촉 활동 가이드라인이 개정되었습니다.',
      '견본품 제공 기준과 학술대회 지원 기준이 변경되었으니 반드시 확인해 주십시오.',
    ],
    attachments: [{ name: '휴온스_판촉활동_가이드라인_2026.pdf', kind: 'pdf' }],
  },
  {
    type: 'POLICY',
    company: '일동제약',
    title: '거래처 신규 등록 기준 변경',
    daysAgo: 16,
    views: 187,
    paragraphs: ['신규 거래처 등록 시 사업자등록증과 요양기관 번호 확인이 필수로 변경되었습니다.'],
  },
  {
    type: 'POLICY',
    company: '경동제약',
    title: '지출보고서 작성 기준 안내',
    daysAgo: 29,
    views: 143,
    paragraphs: ['약사법에 따른 경제적 이익 등 제공 내역 지출보고서 작성 기준을 안내드립니다.'],
  },
  {
    type: 'POLICY',
    company: '제일약품',
    title: '비계약 CSO 대상 시범 협력 프로그램',
    daysAgo: 41,
    views: 311,
    range: 'UNCONTRACTED',
    paragraphs: [
      '아직 파트너 계약을 맺지 않은 CSO 회원을 대상으로 3개월 시범 협력 프로그램을 운영합니다.',
      '참여를 원하시는 분은 파트너 계약 신청 시 비고란에 "시범 협력"이라고 적어 주십시오.',
    ],
  },
  {
    type: 'POLICY',
    company: '삼진제약',
    title: '반품 정책 변경 안내',
    daysAgo: 66,
    views: 98,
    paragraphs: ['유효기간 6개월 미만 제품의 반품 기준이 변경됩니다.'],
  },
  {
    type: 'POLICY',
    company: '광동제약',
    title: '2027년 거래 조건 사전 안내',
    daysAgo: 94,
    views: 176,
    paragraphs: ['2027년 거래 조건 협의를 위한 사전 안내입니다. 12월 중 개별 연락드리겠습니다.'],
  },
  {
    type: 'POLICY',
    company: '안국약품',
    title: '전자 세금계산서 발행 기준 안내',
    daysAgo: 120,
    views: 204,
    paragraphs: ['수수료 지급을 위한 전자 세금계산서 발행 기준과 품목 기재 방법을 안내드립니다.'],
  },
  // 일반공지 (메디판다)
  {
    type: 'GENERAL',
    company: null,
    title: '메디판다 서비스 정기 점검 안내 (11/29 02:00~05:00)',
    daysAgo: 0.8,
    views: 402,
    pinned: true,
    paragraphs: ['보다 안정적인 서비스를 위해 정기 점검을 진행합니다. 점검 시간 동안 로그인과 실적 입력이 제한됩니다.'],
    list: [
      '점검 일시: 2026년 11월 29일(일) 02:00 ~ 05:00',
      '영향 범위: 웹·앱 전체 서비스',
      '점검 시간은 작업 상황에 따라 단축되거나 연장될 수 있습니다.',
    ],
  },
  {
    type: 'GENERAL',
    company: null,
    title: '실적(EDI) 입력 마감일 안내',
    daysAgo: 6.3,
    views: 688,
    range: 'CONTRACTED',
    paragraphs: ['매월 실적(EDI) 입력 마감은 익월 5일 18:00입니다. 마감 이후 입력된 실적은 다음 정산으로 넘어갑니다.'],
  },
  {
    type: 'GENERAL',
    company: null,
    title: '개인정보처리방침 개정 안내',
    daysAgo: 12,
    views: 154,
    paragraphs: ['개인정보처리방침이 12월 1일자로 개정됩니다. 주요 변경 사항은 처리 위탁 업체 추가와 보유 기간 명확화입니다.'],
  },
  {
    type: 'GENERAL',
    company: null,
    title: '판매위수탁 교육 이수증 제출 안내',
    daysAgo: 19,
    views: 377,
    pinned: true,
    paragraphs: ['2026년 판매위수탁 교육 이수증을 아직 제출하지 않으신 회원께서는 12월 31일까지 마이페이지에서 제출해 주십시오.'],
  },
  {
    type: 'GENERAL',
    company: null,
    title: '파트너 계약 심사 기간 안내',
    daysAgo: 31,
    views: 249,
    range: 'UNCONTRACTED',
    paragraphs: ['파트너 계약 신청 후 심사에는 영업일 기준 3~5일이 걸립니다. 서류 보완이 필요하면 문자로 안내드립니다.'],
  },
  {
    type: 'GENERAL',
    company: null,
    title: '메디판다 앱 업데이트 (v2.4.0) 안내',
    daysAgo: 48,
    views: 133,
    paragraphs: ['앱 v2.4.0에서는 실적 사진 촬영 화면이 개선되고 푸시 알림 설정이 세분화되었습니다.'],
  },
  {
    type: 'GENERAL',
    company: null,
    title: '추석 연휴 고객센터 운영 안내',
    daysAgo: 70,
    views: 91,
    paragraphs: ['추석 연휴 기간(10월 3일~10월 9일)에는 고객센터가 휴무합니다. 1:1 문의는 연휴 이후 순차적으로 답변드립니다.'],
  },
  {
    type: 'GENERAL',
    company: null,
    title: '정산 내역 엑셀 다운로드 기능 개선',
    daysAgo: 112,
    views: 219,
    paragraphs: ['정산 내역 화면의 엑셀 다운로드에 거래처별 합계 시트가 추가되었습니다.'],
  },
];

export interface FaqSeed {
  q: string;
  a: string[];
  list?: string[];
  daysAgo: number;
  attachment?: string;
}

export const faqSeeds: FaqSeed[] = [
  {
    q: '회원가입은 어떻게 하나요?',
    a: ['메디판다 앱에서 휴대폰 본인인증 후 아이디와 비밀번호를 정하면 가입이 완료됩니다. 웹에서는 가입 후 로그인해 이용하실 수 있습니다.'],
    daysAgo: 200,
  },
  {
    q: 'CSO 신고증은 어디에서 등록하나요?',
    a: [
      '마이페이지 > 내정보관리 > 추가정보에서 CSO 신고증 파일(jpg, jpeg, png, pdf)을 올려 주세요. 승인까지 영업일 기준 1~2일이 걸립니다.',
    ],
    daysAgo: 190,
  },
  {
    q: '파트너 계약은 어떻게 신청하나요?',
    a: ['상단 메뉴의 계약 배지 또는 홈 화면의 "파트너 계약하기"에서 신청할 수 있습니다.'],
    list: ['사업자등록증', '판매위수탁 교육이수증', 'CSO 신고증 (CSO 회원은 생략)', '정산받을 계좌 정보'],
    daysAgo: 180,
    attachment: '파트너계약_신청가이드.pdf',
  },
  {
    q: '실적(EDI)은 언제까지 입력해야 하나요?',
    a: ['매월 처방분은 익월 5일 18:00까지 입력해 주세요. 마감 이후 입력분은 다음 정산에 반영됩니다.'],
    daysAgo: 170,
  },
  {
    q: '실적 사진은 어떤 파일로 올릴 수 있나요?',
    a: ['jpg, jpeg, png 이미지와 pdf 파일을 올릴 수 있으며, 한 건에 최대 30개까지 첨부할 수 있습니다.'],
    daysAgo: 160,
  },
  {
    q: '정산 금액은 어떻게 계산되나요?',
    a: [
      '처방 금액에 제품별 기본 수수료율을 곱한 금액과 제약사별 추가 수수료를 더해 계산합니다. 부가세 포함 금액은 정산 요청 화면에서 확인할 수 있습니다.',
    ],
    daysAgo: 150,
  },
  {
    q: '정산 내역에 이의가 있으면 어떻게 하나요?',
    a: ['딜러별 정산내역 화면에서 해당 건을 선택하고 "이의신청"을 눌러 사유를 적어 주세요. 담당자가 확인 후 연락드립니다.'],
    daysAgo: 140,
  },
  {
    q: '딜러는 몇 명까지 등록할 수 있나요?',
    a: ['딜러 수에는 제한이 없습니다. 딜러마다 거래 제약사를 지정해야 실적 입력 시 선택할 수 있습니다.'],
    daysAgo: 130,
  },
  {
    q: '익명게시판은 누가 이용할 수 있나요?',
    a: ['CSO 신고증이 승인된 CSO 회원과 파트너 계약을 맺은 회원만 이용할 수 있습니다. 작성자의 닉네임은 다른 회원에게 보이지 않습니다.'],
    daysAgo: 120,
  },
  {
    q: '비밀번호를 잊어버렸어요.',
    a: ['로그인 화면의 "비밀번호 찾기"에서 아이디와 휴대폰 번호로 인증하면 새 비밀번호를 설정할 수 있습니다.'],
    daysAgo: 110,
  },
  {
    q: '알림을 받지 않으려면 어떻게 하나요?',
    a: ['마이페이지 > 수신설정에서 공지사항, 영업대행상품, 실적관리, 정산, 커뮤니티 알림을 각각 끄거나 켤 수 있습니다.'],
    daysAgo: 100,
  },
  { q: '닉네임은 언제든 바꿀 수 있나요?', a: ['닉네임은 한 달에 한 번 변경할 수 있습니다.'], daysAgo: 90 },
  {
    q: '영업대행상품 신청 후에는 어떻게 진행되나요?',
    a: ['신청이 접수되면 제약사 담당자가 검토 후 3영업일 안에 연락드립니다. 신청 내역은 상품 상세 화면에서 확인할 수 있습니다.'],
    daysAgo: 80,
  },
  {
    q: '이벤트 경품은 언제 받을 수 있나요?',
    a: ['이벤트 종료 후 2주 안에 회원 정보의 휴대폰 번호로 모바일 쿠폰이 발송됩니다.'],
    daysAgo: 70,
  },
  {
    q: '1:1 문의 답변은 얼마나 걸리나요?',
    a: [
      '평일 오전 9시부터 오후 5시까지 순차적으로 답변드리며, 보통 1영업일 안에 답변이 등록됩니다. 답변이 등록되면 알림으로 알려드립니다.',
    ],
    daysAgo: 40,
  },
  {
    q: '1:1 문의에 파일을 첨부할 수 있나요?',
    a: [
      '네. 문의 한 건에 파일을 5개까지, 파일 하나에 10MB까지 첨부할 수 있습니다. 이미지(jpg, png, gif, webp)와 pdf, hwp, docx, xlsx, zip 파일을 올릴 수 있습니다.',
    ],
    daysAgo: 20,
  },
  {
    q: '답변이 달린 문의를 수정할 수 있나요?',
    a: ['답변이 등록된 문의는 수정하거나 삭제할 수 없습니다. 추가로 궁금한 점은 새 문의로 남겨 주세요.'],
    daysAgo: 15,
  },
  {
    q: '회원 탈퇴 후 같은 아이디로 다시 가입할 수 있나요?',
    a: ['탈퇴한 아이디로는 다시 가입할 수 없습니다. 탈퇴 전 정산 내역을 꼭 확인해 주세요.'],
    daysAgo: 10,
  },
  {
    q: '다크 모드를 쓸 수 있나요?',
    a: ['화면 오른쪽 위의 화면 모드 버튼으로 라이트, 다크, 시스템 설정 따르기를 고를 수 있습니다.'],
    daysAgo: 4,
  },
  {
    q: '휴대폰에서도 웹으로 이용할 수 있나요?',
    a: ['네. 메디판다 웹은 휴대폰 화면에서도 그대로 이용할 수 있습니다. 실적 사진 촬영은 앱이 더 편리합니다.'],
    daysAgo: 2,
  },
];

export interface EventSeed {
  title: string;
  tag: string;
  headline: string;
  sub: string;
  description: string;
  /** Start, days before the seed day (negative = later). */
  startDaysAgo: number;
  lengthDays: number;
  range?: ExposureRange;
  unpublished?: boolean;
  views: number;
}

const eventIdeas: Array<[string, string, string, string, string]> = [
  [
    '신규 회원 웰컴 이벤트',
    'WELCOME',
    '첫 실적 입력하면',
    '커피 쿠폰 100% 증정',
    '가입 후 첫 실적(EDI)을 입력한 모든 회원께 커피 쿠폰을 드립니다.',
  ],
  [
    '11월 EDI 입력 챌린지',
    'CHALLENGE',
    '11월 실적 입력 챌린지',
    '10건 이상 입력 시 추첨',
    '11월 한 달 동안 실적을 10건 이상 입력한 회원 중 50명을 추첨합니다.',
  ],
  [
    '추천인 코드 이벤트',
    'FRIEND',
    '동료를 초대하세요',
    '추천 1명당 5,000P',
    '추천인 코드로 가입한 동료가 파트너 계약을 맺으면 포인트를 드립니다.',
  ],
  [
    '연말 감사 이벤트',
    'THANKS',
    '올해도 고마웠습니다',
    '연말 감사 선물 추첨',
    '한 해 동안 메디판다를 이용해 주신 회원께 감사의 선물을 드립니다.',
  ],
  ['와인 파트너 할인', 'PARTNER', '와인 파트너 특가', '회원 전용 최대 30%', '제휴 와인숍에서 메디판다 회원 인증 시 최대 30% 할인됩니다.'],
  [
    '앱 알림 켜기 이벤트',
    'PUSH',
    '알림 켜고 혜택 받기',
    '추첨 100명 편의점 쿠폰',
    '앱 푸시 알림을 켠 회원 중 100명을 추첨해 편의점 쿠폰을 드립니다.',
  ],
  ['정산 요청 간편화 설문', 'SURVEY', '정산 화면 설문 참여', '참여자 전원 1,000P', '정산 화면 개선을 위한 5분 설문에 참여해 주세요.'],
  [
    '익명게시판 오픈 기념',
    'COMMUNITY',
    '익명게시판 오픈',
    '첫 글 작성 시 기프티콘',
    'CSO 회원을 위한 익명게시판 오픈을 기념해 첫 글 작성자에게 기프티콘을 드립니다.',
  ],
  [
    '파트너 계약 축하 이벤트',
    'CONTRACT',
    '계약 회원 전용',
    '첫 달 수수료 +1%',
    '이번 달 파트너 계약을 맺은 회원께 첫 달 추가 수수료 1%를 드립니다.',
  ],
  ['영업대행상품 신청 이벤트', 'AGENCY', '영업대행상품 신청하면', '추첨 30명 상품권', '영업대행상품을 신청한 회원 중 30명을 추첨합니다.'],
  [
    '가을 학술 세미나 참가 신청',
    'SEMINAR',
    '가을 학술 세미나',
    '순환기 최신 지견',
    '순환기 질환 최신 치료 지견을 주제로 한 온라인 세미나에 초대합니다.',
  ],
  [
    'CSO 실무 교육 웨비나',
    'WEBINAR',
    'CSO 실무 웨비나',
    '지출보고서 작성법',
    '지출보고서 작성과 공정경쟁규약 실무를 알려드리는 웨비나입니다.',
  ],
  ['출석 체크 이벤트', 'DAILY', '매일 출석 체크', '20일 출석 시 커피', '한 달 동안 20일 이상 로그인한 회원께 커피 쿠폰을 드립니다.'],
  [
    '프로필 완성 이벤트',
    'PROFILE',
    '프로필을 완성하세요',
    '완성 시 500P',
    '닉네임과 CSO 신고증을 등록해 프로필을 완성한 회원께 포인트를 드립니다.',
  ],
  ['신제품 퀴즈 이벤트', 'QUIZ', '신제품 퀴즈 풀기', '정답자 추첨 50명', '이달의 신제품 정보를 읽고 퀴즈를 풀어 주세요.'],
  ['여름 휴가 응원 이벤트', 'SUMMER', '여름 휴가 응원', '여행 상품권 추첨', '여름 휴가를 떠나는 회원을 응원합니다.'],
  ['설문 참여 감사 이벤트', 'SURVEY', '서비스 만족도 조사', '참여자 전원 커피', '메디판다 서비스 만족도 조사에 참여해 주세요.'],
  ['봄맞이 실적 입력 이벤트', 'SPRING', '봄맞이 실적 입력', '상위 10명 시상', '3월 실적 입력 건수 상위 10명에게 상품을 드립니다.'],
  ['앱 리뷰 이벤트', 'REVIEW', '앱 리뷰 남기기', '추첨 50명 쿠폰', '앱 스토어에 리뷰를 남긴 회원 중 50명을 추첨합니다.'],
  ['1주년 감사 이벤트', 'ANNIVERSARY', '메디판다 1주년', '감사 포인트 지급', '서비스 1주년을 맞아 모든 회원께 감사 포인트를 드립니다.'],
  ['딜러 등록 이벤트', 'DEALER', '딜러를 등록하세요', '등록 시 1,000P', '딜러를 3명 이상 등록한 회원께 포인트를 드립니다.'],
  ['공지 알림 구독 이벤트', 'NOTICE', '제약사 공지 알림', '구독자 추첨 선물', '제약사 공지 알림을 켠 회원 중 추첨해 선물을 드립니다.'],
  ['명절 감사 선물 이벤트', 'HOLIDAY', '명절 감사 선물', '한우 세트 추첨', '명절을 맞아 한우 선물 세트를 추첨으로 드립니다.'],
  ['계약 회원 골프 클래스', 'CLASS', '골프 원데이 클래스', '계약 회원 20명 초대', '계약 회원을 위한 골프 원데이 클래스에 초대합니다.'],
  ['건강검진 제휴 할인', 'HEALTH', '건강검진 제휴 할인', '회원가 최대 40%', '제휴 검진센터에서 회원가로 건강검진을 받으세요.'],
  [
    '자격증 취득 응원',
    'STUDY',
    'CSO 교육 수료 응원',
    '수료증 제출 시 커피',
    '판매위수탁 교육 수료증을 제출한 회원께 커피 쿠폰을 드립니다.',
  ],
  [
    '비계약 회원 계약 상담',
    'CONSULT',
    '파트너 계약 무료 상담',
    '상담 신청 시 선물',
    '파트너 계약을 고민 중인 회원을 위한 1:1 상담 이벤트입니다.',
  ],
  ['커뮤니티 베스트 글', 'BEST', '이달의 베스트 글', '선정 시 3만원 상품권', '신규처 매칭 게시판에서 가장 도움이 된 글을 뽑습니다.'],
  ['겨울 맞이 핫팩 이벤트', 'WINTER', '겨울 영업 응원', '핫팩 세트 증정', '추운 날씨에 현장을 누비는 회원께 핫팩 세트를 보내드립니다.'],
  ['12월 실적 입력 미리보기', 'PREVIEW', '12월 이벤트 예고', '곧 공개됩니다', '12월 이벤트를 미리 소개합니다.'],
];

/** Events whose body links to a promotion page of the medipanda site (opened with the member's one-time token). */
export const eventPromotionLinks: Record<string, { href: string; label: string }> = {
  PARTNER: { href: 'https://medipanda.co.kr/event1.html', label: '회원 인증하고 와인 할인 받기' },
};

export const eventSeeds: EventSeed[] = eventIdeas.map(([title, tag, headline, sub, description], i) => {
  // The first eight are running (started up to two weeks ago, ending in one to five weeks); the rest have ended.
  // The last one is a preview of December's event: not published yet, starting in nine days.
  const running = i < 8;
  const preview = i === eventIdeas.length - 1;
  const startDaysAgo = preview ? -9 : running ? 1 + i * 2 : 18 + (i - 8) * 9;
  const lengthDays = preview ? 25 : running ? startDaysAgo + 7 + ((i * 5) % 28) : 10 + ((i * 7) % 14);
  return {
    title,
    tag,
    headline,
    sub,
    description,
    startDaysAgo,
    lengthDays,
    range: i === 8 || i === 23 ? 'CONTRACTED' : i === 26 ? 'UNCONTRACTED' : 'ALL',
    unpublished: preview,
    views: running ? 120 + i * 43 : 300 + ((i * 97) % 900),
  };
});

export interface BannerSeed {
  title: string;
  eyebrow: string;
  headline: string;
  cta: string;
  linkUrl: string;
  position: 'PC_MAIN' | 'PC_COMMUNITY';
  scope: 'ENTIRE' | 'CONTRACT' | 'NON_CONTRACT';
  hidden?: boolean;
  expired?: boolean;
}

export const bannerSeeds: BannerSeed[] = [
  {
    title: '11월 EDI 입력 챌린지',
    eyebrow: '11월 한정 이벤트',
    headline: '실적 입력하고 선물 받기',
    cta: '참여하기',
    linkUrl: '/events',
    position: 'PC_MAIN',
    scope: 'ENTIRE',
  },
  {
    title: '파트너 계약 안내',
    eyebrow: '계약하고 정산까지 한 번에',
    headline: '메디판다 파트너 계약',
    cta: '계약 안내',
    linkUrl: '/partner-contract',
    position: 'PC_MAIN',
    scope: 'NON_CONTRACT',
  },
  {
    title: '하반기 수수료율 정책',
    eyebrow: '계약 회원 전용',
    headline: '하반기 수수료율 확인',
    cta: '공지 보기',
    linkUrl: '/customer-service/notice?category=POLICY',
    position: 'PC_MAIN',
    scope: 'CONTRACT',
  },
  {
    title: '와인 파트너 할인',
    eyebrow: '회원 전용 제휴 혜택',
    headline: '와인 최대 30% 할인',
    cta: '혜택 보기',
    linkUrl: 'https://www.medipanda.co.kr/partners/wine',
    position: 'PC_MAIN',
    scope: 'ENTIRE',
  },
  {
    title: '서비스 점검 안내',
    eyebrow: '11/29(일) 02:00~05:00',
    headline: '정기 점검 안내',
    cta: '자세히',
    linkUrl: '/customer-service/notice',
    position: 'PC_MAIN',
    scope: 'ENTIRE',
  },
  {
    title: '(미노출) 연말 감사 이벤트 예고',
    eyebrow: '준비 중',
    headline: '연말 감사 이벤트',
    cta: '곧 공개',
    linkUrl: '/events',
    position: 'PC_MAIN',
    scope: 'ENTIRE',
    hidden: true,
  },
  {
    title: '(종료) 추석 연휴 안내',
    eyebrow: '10/3 ~ 10/9',
    headline: '추석 연휴 고객센터 휴무',
    cta: '확인',
    linkUrl: '/customer-service/notice',
    position: 'PC_MAIN',
    scope: 'ENTIRE',
    expired: true,
  },
  {
    title: '익명게시판 오픈',
    eyebrow: 'CSO 회원 전용',
    headline: '익명게시판 오픈',
    cta: '바로가기',
    linkUrl: '/community/anonymous',
    position: 'PC_COMMUNITY',
    scope: 'ENTIRE',
  },
  {
    title: '이달의 베스트 글',
    eyebrow: '커뮤니티 이벤트',
    headline: '베스트 글 3만원 상품권',
    cta: '참여',
    linkUrl: '/events',
    position: 'PC_COMMUNITY',
    scope: 'ENTIRE',
  },
];

export interface InquirySeed {
  userId: string;
  title: string;
  body: string[];
  daysAgo: number;
  answer?: string[];
  answerAfterHours?: number;
  attachment?: { name: string; kind: 'pdf' | 'png' };
  /** Files the answer carries (its 파일 다운로드 downloads them all). */
  answerAttachments?: { name: string; kind: 'pdf' | 'png' }[];
}

export const inquirySeeds: InquirySeed[] = [
  {
    userId: 'demo_partner',
    title: '10월 정산 금액이 실적과 다릅니다',
    body: ['10월 종근당 거래처 정산 금액이 제가 입력한 실적 합계보다 약 12만 원 적게 나왔습니다.', '확인 부탁드립니다.'],
    daysAgo: 12,
    answer: [
      '안녕하세요, 메디판다 고객센터입니다.',
      '확인 결과 한 거래처의 처방 2건이 10월 5일 마감 이후 입력되어 11월 정산으로 이월되었습니다. 11월 정산 내역에서 확인하실 수 있습니다.',
    ],
    answerAfterHours: 5,
    answerAttachments: [
      { name: '10월_정산_재계산표.pdf', kind: 'pdf' },
      { name: '이월_처방_내역.png', kind: 'png' },
    ],
  },
  {
    userId: 'demo_partner',
    title: '딜러 추가 시 제약사 선택이 안 돼요',
    body: ['소속딜러 관리에서 딜러를 추가할 때 거래제약사 목록에 보령이 보이지 않습니다.'],
    daysAgo: 2,
    attachment: { name: '딜러추가_화면캡처.png', kind: 'png' },
  },
  { userId: 'demo_partner', title: '세금계산서 발행 주체 문의', body: ['개인 파트너도 세금계산서를 직접 발행해야 하나요?'], daysAgo: 0.3 },
  {
    userId: 'demo_org',
    title: '법인 계좌 변경 방법',
    body: ['정산받을 법인 계좌를 변경하려고 합니다. 어떤 서류가 필요한가요?'],
    daysAgo: 20,
    answer: [
      '안녕하세요, 메디판다 고객센터입니다.',
      '통장 사본과 법인 인감이 날인된 계좌 변경 신청서를 1:1 문의로 첨부해 주시면 2영업일 안에 변경해 드립니다.',
    ],
    answerAfterHours: 20,
  },
  {
    userId: 'demo_org',
    title: '소속 딜러 실적 일괄 업로드 가능 여부',
    body: ['딜러가 30명이 넘어 실적을 하나씩 입력하기 어렵습니다. 일괄 업로드 방법이 있을까요?'],
    daysAgo: 4,
    attachment: { name: '딜러별_실적목록.pdf', kind: 'pdf' },
  },
  {
    userId: 'demo_cso',
    title: 'CSO 신고증 승인 상태 확인',
    body: ['CSO 신고증을 올린 지 3일이 지났는데 승인 여부를 어디서 확인하나요?'],
    daysAgo: 30,
    answer: [
      '안녕하세요, 메디판다 고객센터입니다.',
      '승인이 완료되어 지금은 익명게시판을 이용하실 수 있습니다. 마이페이지 > 내정보관리에서 "승인 완료" 표시를 확인하실 수 있습니다.',
    ],
    answerAfterHours: 3,
  },
  { userId: 'demo_cso', title: '파트너 계약 서류 중 재위탁계약서', body: ['재위탁계약서는 꼭 제출해야 하나요?'], daysAgo: 1.5 },
  {
    userId: 'demo_member',
    title: '이벤트 쿠폰이 오지 않았어요',
    body: ['웰컴 이벤트 참여 후 2주가 지났는데 쿠폰을 받지 못했습니다.'],
    daysAgo: 9,
    answer: [
      '안녕하세요, 메디판다 고객센터입니다.',
      '회원 정보의 휴대폰 번호로 오늘 쿠폰을 다시 발송해 드렸습니다. 이용에 불편을 드려 죄송합니다.',
    ],
    answerAfterHours: 26,
  },
  {
    userId: 'demo_member',
    title: 'CSO 신고 방법을 알고 싶습니다',
    body: ['CSO 신고는 어디에서 어떻게 하나요? 필요한 교육이 있나요?'],
    daysAgo: 0.6,
  },
];
