import type { MyInfoMember } from './MyInfo';

// Members of the my-page stories.

export const newMemberInfo: MyInfoMember = {
  userId: 'yujin95',
  name: '최유진',
  birthDate: '1995-02-17',
  phoneNumber: '010-6627-3041',
  email: 'yujin.choi@naver.com',
  nickname: '새내기유진',
  partnerContractStatus: 'NONE',
  csoCertUrl: '/v1/files/12?name=CSO%EC%8B%A0%EA%B3%A0%EC%A6%9D_%EC%B5%9C%EC%9C%A0%EC%A7%84.pdf',
  referralCode: 'YJCHOI9M',
};

export const approvedMemberInfo: MyInfoMember = {
  ...newMemberInfo,
  userId: 'jihoon_cso',
  name: '박지훈',
  email: 'jihoon.park@company.co.kr',
  nickname: '지훈CSO',
  partnerContractStatus: 'CSO',
  csoCertUrl: '/uploads/cso-certificates/e81f4a60-2d7c-4b19-a5e3-0c9b8d7f6a24_CSO신고증_박지훈.pdf',
};
