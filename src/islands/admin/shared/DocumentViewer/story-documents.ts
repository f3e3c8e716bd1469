import type { ViewerDocument } from './DocumentViewer';

// Documents for stories: small drawn pages as data URLs (no server), each with its kind's title, so a story shows
// which one is on screen, and how zoom and rotation turn it.

const page = (title: string, lines: string[], width = 595, height = 842) => {
  const text = lines.map((l, i) => `<text x="60" y="${200 + i * 40}" font-size="22" fill="#333">${l}</text>`).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><rect width="100%" height="100%" fill="#fff"/><rect x="30" y="30" width="${width - 60}" height="${height - 60}" fill="none" stroke="#888" stroke-width="3"/><text x="60" y="130" font-size="36" font-weight="700" fill="#111">${title}</text>${text}</svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
};

export const storyDocuments: ViewerDocument[] = [
  {
    label: '사업자등록증',
    name: '사업자등록증.png',
    contentType: 'image/svg+xml',
    url: page('사업자등록증', ['등록번호: 318-02-45673', '상호: 세린헬스케어']),
  },
  {
    label: '재위탁계약서',
    name: '재위탁계약서.png',
    contentType: 'image/svg+xml',
    url: page('재위탁계약서', ['갑: 세린헬스케어', '을: 메디판다']),
  },
  { label: 'CSO 신고증', name: 'CSO신고증.png', contentType: 'image/svg+xml', url: page('CSO 신고증', ['신고번호: 2025-0417'], 842, 595) },
  { label: '판매위수탁 교육이수증', name: '교육이수증.png', contentType: 'image/svg+xml', url: page('교육이수증', ['이수일: 2025-10-02']) },
];

export const unsupportedDocument: ViewerDocument = { label: '기타', name: '설명.hwp', contentType: 'application/x-hwp', url: '#' };
