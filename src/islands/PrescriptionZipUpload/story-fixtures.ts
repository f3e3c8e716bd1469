import type { PrescriptionPartner, PrescriptionZipUploadResult } from '../../api/types';

// Sample answers of the zip upload stories, and a stand-in for XMLHttpRequest (the upload's transport).

const record = (id: number, dealerName: string, institutionName: string, month: string, files: number): PrescriptionPartner => ({
  id,
  amount: 0,
  businessNumber: '123-45-67890',
  companyName: '메디판다',
  dealerId: 14,
  dealerName,
  drugCompany: '한미약품',
  drugCompanyCode: 'HM',
  drugCompanyId: 1,
  ediFiles: Array.from({ length: files }, (_, i) => ({
    s3fileId: id * 100 + i,
    fileUrl: `/v1/files/${id * 100 + i}`,
    originalFileName: `${dealerName}_${institutionName}_${month.replace('-', '').slice(0, 6)}${i ? `_${i + 1}` : ''}.jpg`,
    type: 'ATTACHMENT',
  })),
  inputDate: '2025-11-03T02:00:00Z',
  institutionCode: '31234567',
  institutionName,
  partnerId: id,
  partnerName: institutionName,
  prescriptionMonth: `${month}-01`,
  settlementMonth: '2025-11-01',
  status: 'PENDING',
});

export const mixedResult: PrescriptionZipUploadResult = {
  success: false,
  createdPrescriptionPartnerCount: 2,
  createdEdiFileCount: 3,
  created: [record(101, '김민준', '메디판다의원', '2025-10', 2), record(102, '김민준', '서울연세내과의원', '2025-09', 1)],
  errors: [
    {
      fileName: '10월/홍길동_메디판다의원_202510.jpg',
      error: 'DEALER_NOT_FOUND',
      message: '‘홍길동’이라는 딜러가 없습니다. 소속딜러 관리에서 먼저 등록해 주세요.',
    },
    { fileName: '김민준_메디판다의원_202510.hwp', error: 'INVALID_EXTENSION', message: 'png, jpg, jpeg, pdf 파일만 올릴 수 있습니다.' },
    { fileName: '처방전 사진.jpg', error: 'INVALID_FILENAME_FORMAT', message: '파일 이름은 딜러명_거래처명_yyyyMM 형식이어야 합니다.' },
  ],
};

/**
 * Replaces XMLHttpRequest for one story: a sent body reports `percent` of its bytes, then answers `answer` (status and
 * JSON) or, without one, never finishes (abort() ends it as the browser does). The real one comes back afterwards.
 */
export function fakeUpload(percent: number, answer?: { status: number; body: unknown }) {
  return () => {
    const Real = globalThis.XMLHttpRequest;
    class FakeXhr {
      upload: { onprogress?: (e: { loaded: number; total: number; lengthComputable: boolean }) => void } = {};
      withCredentials = false;
      timeout = 0;
      status = 0;
      responseText = '';
      onload?: () => void;
      onerror?: () => void;
      ontimeout?: () => void;
      onabort?: () => void;
      open() {}
      setRequestHeader() {}
      send() {
        setTimeout(() => this.upload.onprogress?.({ loaded: percent, total: 100, lengthComputable: true }), 10);
        if (answer)
          setTimeout(() => {
            this.upload.onprogress?.({ loaded: 100, total: 100, lengthComputable: true });
            this.status = answer.status;
            this.responseText = JSON.stringify(answer.body);
            this.onload?.();
          }, 50);
      }
      abort() {
        this.onabort?.();
      }
    }
    globalThis.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
    return () => {
      globalThis.XMLHttpRequest = Real;
    };
  };
}

/** A small file with a zip's name and type (the picker checks the name and type, not the content). */
export const zipFile = () =>
  new File([new Uint8Array([0x50, 0x4b, 0x05, 0x06, ...new Array(18).fill(0)])], '10월_EDI.zip', { type: 'application/zip' });
