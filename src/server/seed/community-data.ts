import type { MemberType } from '../../api/enums';

// The words of the demo community (Korean): the members who talk there besides the demo accounts, hand-written
// threads, and the parts the generator combines into older posts of both boards. No real names of demo accounts
// appear in any text (the anonymity tests look for them).

/** Members who only write in the community (no password: they cannot sign in). */
export interface CommunityVoice {
  userId: string;
  name: string;
  nickname: string;
  type: MemberType;
}

export const communityVoices: CommunityVoice[] = [
  { userId: 'voice_busan', name: '한도윤', nickname: '부산약통', type: 'CSO' },
  { userId: 'voice_daegu', name: '윤서준', nickname: '대구영업맨', type: 'INDIVIDUAL' },
  { userId: 'voice_gwangju', name: '임하은', nickname: '광주신약', type: 'CSO' },
  { userId: 'voice_seongsu', name: '오지호', nickname: '성수동CSO', type: 'ORGANIZATION' },
  { userId: 'voice_pangyo', name: '강예린', nickname: '판교MR', type: 'INDIVIDUAL' },
  { userId: 'voice_jeju', name: '신우진', nickname: '한라산처방', type: 'CSO' },
  { userId: 'voice_cheongju', name: '조민서', nickname: '직지영업', type: 'NONE' },
  { userId: 'voice_suwon', name: '배현우', nickname: '화성행궁', type: 'CSO' },
  { userId: 'voice_ulsan', name: '문채원', nickname: '울산고래', type: 'INDIVIDUAL' },
  { userId: 'voice_cheonan', name: '장시우', nickname: '호두과자MR', type: 'NONE' },
  { userId: 'voice_jeonju', name: '권나연', nickname: '전주비빔', type: 'ORGANIZATION' },
  { userId: 'voice_gangneung', name: '홍준서', nickname: '강릉커피', type: 'CSO' },
  { userId: 'voice_ilsan', name: '송지안', nickname: '일산호수', type: 'NONE' },
  { userId: 'voice_changwon', name: '유태민', nickname: '창원기계', type: 'INDIVIDUAL' },
];

export interface ThreadSeed {
  userId: string;
  title: string;
  body: string;
  hidden: boolean;
  daysAgo: number;
  views: number;
  /** How many members like it (capped by the members there are). */
  likes: number;
  /** How many comments and replies it gets. */
  comments: number;
}

/** The newest threads of each board, written out. */
export const handWritten: Record<'MR_CSO_MATCHING' | 'ANONYMOUS', ThreadSeed[]> = {
  MR_CSO_MATCHING: [
    t(
      'demo_partner',
      '강남구 내과 신규 개원 정보 공유합니다',
      '역삼역 인근에 12월 개원 예정인 내과가 있습니다. 순환기 품목 담당하실 분 연락 주세요.',
      false,
      0.5,
      88,
      6,
      3,
    ),
    t(
      'demo_org',
      '분당 소아청소년과 거래처 함께하실 MR 구합니다',
      '분당 정자동 소아청소년과 3곳 거래 중입니다. 호흡기 품목 같이 하실 분 찾습니다.',
      false,
      1.4,
      142,
      9,
      5,
    ),
    t(
      'demo_cso',
      '대전 둔산동 정형외과 매칭 원합니다',
      '대전 지역 정형외과 거래처를 새로 맡게 되었습니다. 진통소염제 라인 협업하실 분 계실까요?',
      false,
      2.8,
      67,
      2,
      1,
    ),
    t('demo_member', '인천 송도 이비인후과 소개 부탁드립니다', '송도 지역 이비인후과 거래처 소개받고 싶습니다.', true, 4, 51, 1, 2),
    t(
      'demo_partner',
      '부산 해운대 피부과 거래처 양도합니다',
      '개인 사정으로 해운대 피부과 2곳을 양도합니다. 조건은 쪽지로 문의 주세요.',
      false,
      6,
      203,
      14,
      8,
    ),
    t('demo_org', '수원 광교 가정의학과 신규 오픈', '광교 중앙역 근처 가정의학과가 다음 주 오픈합니다.', false, 9, 96, 4, 0),
  ],
  ANONYMOUS: [
    t('demo_cso', '요즘 수수료율 다들 어떻게 받으시나요?', '순환기 품목 기준으로 35% 전후가 보통인지 궁금합니다.', true, 0.7, 311, 12, 14),
    t('demo_partner', '지출보고서 작성 팁 공유', '견본품 제공 내역은 월별로 정리해 두면 연말에 편합니다.', true, 1.9, 187, 9, 6),
    t(
      'demo_org',
      '정산 지연될 때 어떻게 대응하세요?',
      '제약사 정산이 2주째 지연 중인데 딜러들에게 어떻게 설명하시는지요.',
      true,
      3.3,
      244,
      8,
      9,
    ),
    t(
      'demo_cso',
      '신규 CSO 교육 어디서 들으셨나요?',
      '판매위수탁 교육 온라인으로 들을 수 있는 곳 추천 부탁드립니다.',
      false,
      5.5,
      98,
      3,
      4,
    ),
    t(
      'demo_partner',
      '거래처 원장님이 갑자기 처방을 끊으셨어요',
      '이유를 여쭤봐도 말씀을 안 하시네요. 비슷한 경험 있으신가요?',
      true,
      8,
      402,
      12,
      15,
    ),
  ],
};

function t(userId: string, title: string, body: string, hidden: boolean, daysAgo: number, views: number, likes: number, comments: number) {
  return { userId, title, body, hidden, daysAgo, views, likes, comments };
}

/** Parts of the older new-client matching posts: place × department × what is asked. */
export const matchingParts = {
  places: [
    '서울 마포구',
    '서울 송파구',
    '서울 노원구',
    '서울 강서구',
    '경기 용인 수지',
    '경기 고양 일산',
    '경기 평택',
    '경기 화성 동탄',
    '인천 부평',
    '부산 서면',
    '대구 수성구',
    '광주 상무지구',
    '대전 유성구',
    '울산 남구',
    '창원 상남동',
    '청주 복대동',
    '천안 불당동',
    '전주 효자동',
    '제주시 노형동',
    '세종 나성동',
  ],
  departments: ['내과', '가정의학과', '정형외과', '이비인후과', '소아청소년과', '피부과', '안과', '비뇨의학과', '신경과', '재활의학과'],
  asks: [
    {
      title: (p: string, d: string) => `${p} ${d} 신규 개원 정보 공유합니다`,
      body: '다음 달 개원 예정이라 아직 거래처가 정해지지 않았습니다. 관심 있는 분 댓글 주세요.',
    },
    {
      title: (p: string, d: string) => `${p} ${d} 함께 담당하실 분 구합니다`,
      body: '기존 거래처 3곳을 혼자 보기 벅차서 품목 나눠 맡으실 분을 찾습니다.',
    },
    {
      title: (p: string, d: string) => `${p} ${d} 거래처 소개 부탁드립니다`,
      body: '이 지역으로 이사 오면서 새로 거래처를 찾고 있습니다. 소개해 주시면 사례하겠습니다.',
    },
    {
      title: (p: string, d: string) => `${p} ${d} 거래처 양도합니다`,
      body: '담당 지역이 바뀌어서 거래처를 넘겨 드리려고 합니다. 조건은 댓글로 문의 주세요.',
    },
    {
      title: (p: string, d: string) => `${p} ${d} 원장님 처방 성향 아시는 분`,
      body: '새로 방문을 시작했는데 선호하시는 제품군이 궁금합니다. 경험 있으신 분 조언 부탁드립니다.',
    },
    {
      title: (p: string, d: string) => `${p} ${d} 공동 디테일 하실 분`,
      body: '같은 건물 내 의원 두 곳을 같이 방문하면 좋을 것 같아 글 올립니다.',
    },
  ],
};

/** Questions of the older anonymous-board posts. */
export const anonymousTopics: Array<{ title: string; body: string }> = [
  { title: '신고증 갱신 기간 놓치면 어떻게 되나요', body: '갱신 안내를 못 받아서 기간이 지났는데 불이익이 있는지 궁금합니다.' },
  { title: '딜러 정산 비율 보통 어떻게 나누세요', body: '처음 딜러를 두게 되었는데 업계 평균이 궁금합니다.' },
  { title: '처방 실적 입력 마감 전날 팁', body: '마감 전날은 서버가 느려서 미리 올려 두는 게 마음 편하더라고요.' },
  { title: '법인 전환 고민 중입니다', body: '개인으로 하다가 법인으로 바꾸신 분들 세금 차이가 체감되시나요?' },
  { title: '원장님 선물 어디까지 괜찮나요', body: '명절이 다가오는데 규정상 어디까지 가능한지 헷갈립니다.' },
  { title: '제약사 담당자가 자주 바뀌어요', body: '반년 사이에 세 번 바뀌었는데 인수인계가 잘 안 되네요.' },
  { title: '영업 차량 리스 vs 구매', body: '주행거리가 많아서 고민입니다. 다들 어떻게 하시나요?' },
  { title: '신규 품목 수수료가 생각보다 낮네요', body: '출시 초기라 그런 건지, 원래 이 정도인지 궁금합니다.' },
  { title: '거래처 약국 폐업 소식', body: '문전약국이 폐업하면서 처방이 크게 줄었습니다. 대응 방법 공유 부탁드립니다.' },
  { title: '세금계산서 발행 시기 질문', body: '정산 확정 전에 발행해도 되는지 헷갈립니다.' },
  { title: '주말에도 거래처 연락 오나요', body: '요즘 주말 연락이 늘어서 피곤하네요. 다들 어떻게 선 그으시는지요.' },
  { title: '신입 MR에게 해 주고 싶은 말', body: '후배가 들어오는데 현실적인 조언 하나씩 부탁드립니다.' },
  { title: '지방 출장 숙소 추천', body: '한 달에 두 번은 지방을 도는데 출장비 아끼는 팁 있으신가요?' },
  { title: '실적 이의신청 해 보신 분', body: '누락된 처방이 있어서 이의신청하려는데 처리 기간이 얼마나 걸리나요?' },
  { title: '경쟁사 디테일이 너무 공격적이에요', body: '같은 성분 제품인데 가격으로 밀고 들어오네요. 어떻게 대응하시나요?' },
  { title: '번아웃 온 것 같습니다', body: '10년 차인데 요즘 의욕이 없네요. 다들 어떻게 버티시나요.' },
  { title: '학회 부스 지원 받아 보신 분', body: '제약사에서 학회 부스 지원이 가능하다는데 절차가 궁금합니다.' },
  { title: '거래처 명절 인사 문자 문구', body: '형식적인 문구 말고 좋은 예시 있으면 공유 부탁드립니다.' },
];

/** Follow-ups on a topic (the generator adds them to titles so that older posts read differently). */
export const topicSuffixes = ['', ' (급해요)', ' 조언 부탁드려요', ' 다들 어떠세요?'];

/** Comments that fit any matching post. */
export const matchingComments = [
  '관심 있습니다. 쪽지 드려도 될까요?',
  '저도 그 지역 담당인데 같이 이야기 나눠요.',
  '혹시 어떤 품목 위주로 보시나요?',
  '좋은 정보 감사합니다!',
  '개원 일정 확정되면 공유 부탁드려요.',
  '그 원장님 예전에 순환기 쪽 많이 쓰셨어요.',
  '조건이 어떻게 되는지 궁금합니다.',
  '저도 찾고 있었는데 연락 드리겠습니다.',
  '근처에 약국이 두 곳 있어서 동선 좋습니다.',
  '주차가 어려운 건물이라 참고하세요.',
  '이번 주 중에 방문 예정이신가요?',
  '같은 건물 치과도 곧 개원한다고 들었어요.',
];

/** Comments that fit any anonymous-board post. */
export const anonymousComments = [
  '저도 똑같은 고민 중이었어요.',
  '경험상 너무 조급해하지 않는 게 좋더라고요.',
  '제약사마다 달라서 담당자에게 직접 확인하시는 게 정확합니다.',
  '작년에 비슷한 일 겪었는데 결국 잘 해결됐어요. 힘내세요.',
  '저는 엑셀로 따로 정리해 둡니다.',
  '그건 규정상 어려울 거예요. 조심하세요.',
  '좋은 글 감사합니다. 많이 배우고 갑니다.',
  '업계 평균은 그보다 조금 높은 편입니다.',
  '세무사님께 한 번 상담받아 보시는 걸 추천해요.',
  '공감합니다. 요즘 다들 힘들죠.',
  '저는 반대로 생각하는데, 장기적으로 보면 나쁘지 않아요.',
  '정산 일정은 보통 매달 둘째 주에 확정되더라고요.',
];

/** Replies that fit under any comment. */
export const replies = [
  '맞아요, 저도 그렇게 생각합니다.',
  '답변 감사합니다!',
  '오 그런 방법이 있었네요.',
  '쪽지 드렸습니다.',
  '저도 궁금했어요.',
  '좋은 팁이네요.',
];

/** Notices pinned above each community board (written by the editors). */
export const pinnedNotices = {
  MR_CSO_MATCHING: [
    {
      title: '[필독] 신규처 매칭 게시판 이용 안내',
      body: '거래처 정보는 공개된 범위에서만 공유해 주세요. 원장님 개인정보, 처방 금액은 올리지 않습니다.',
    },
    { title: '거래처 양도 글 작성 시 주의사항', body: '양도 조건에 금전 거래가 포함된 글은 운영 정책에 따라 블라인드 처리됩니다.' },
  ],
  ANONYMOUS: [
    {
      title: '[필독] 익명게시판 운영 원칙',
      body: '익명이라도 특정인을 비방하거나 개인정보를 노출하는 글은 신고 후 블라인드 처리됩니다.',
    },
    {
      title: '신고 기능 안내',
      body: '게시글과 댓글의 더보기 메뉴에서 신고하기를 누르면 운영팀이 확인합니다. 같은 글은 한 번만 신고할 수 있습니다.',
    },
  ],
} as const;
