import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { ComplianceItem } from '../../api/types';
import { auditPackUrl } from '../../api/records';
import { Compliance } from './Compliance';
import { auditEntries, complianceRoutes, data, items, memberItems, records, today } from './story-fixtures';
import { type Call, fileOf, mockServer, type Route } from '../shared/story-server';

/**
 * The compliance page as a partner sees it: three figures and the reminders, the items (late first) with filters kept in
 * the URL, the recorded documents, the re-delegation notices and the rules. The fetches are answered by the stories.
 */
const meta = {
  title: 'Islands/Compliance',
  component: Compliance,
  args: {
    today,
    initialFilter: { status: null, subject: null },
    initialData: data,
    canManageDealers: true,
    path: '/compliance',
    notify: fn(),
  },
  beforeEach: [
    mockServer(complianceRoutes),
    () => {
      // The filters write the URL: give the story's frame its own address back afterwards.
      const url = location.href;
      return () => history.replaceState(null, '', url);
    },
  ],
  // The audit trail loads when it comes near the viewport: every picture shows it loaded (or, with its answers held,
  // loading), and the page back at the top.
  afterEach: async ({ canvasElement, parameters }) => {
    const trail = () => canvasElement.querySelector('section[aria-labelledby="compliance-audit-title"]');
    if (!trail()) return;
    const top = window.scrollY;
    trail()!.scrollIntoView({ block: 'center' });
    await waitFor(() => expect(trail()).not.toHaveAttribute('data-placeholder'), { timeout: 10_000 });
    if (!parameters.trailPending) await waitFor(() => expect(trail()).not.toHaveAttribute('aria-busy'), { timeout: 10_000 });
    window.scrollTo(0, top);
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Compliance>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
/** The audit trail loads its module and first page when it comes near the viewport: scroll it into view. */
const showTrail = async (canvas: Canvas) => {
  canvas.getByRole('region', { name: '변경 기록' }).scrollIntoView({ block: 'center' });
  await waitFor(() => expect(canvas.getByRole('table', { name: '변경 기록' }).querySelector('tbody[data-action]')).not.toBeNull(), {
    timeout: 10_000,
  });
};
const itemTable = (canvas: Canvas) => canvas.getByRole('table', { name: '준수 항목' });
/** The list's rows as 「대상 | 항목 | 상태 | 기한」. */
const rowTexts = (canvas: Canvas) =>
  [...itemTable(canvas).querySelectorAll('tbody')].map((b) =>
    [...b.querySelectorAll('th, td')]
      .slice(0, 4)
      .map((c) => c.textContent)
      .join(' | '),
  );

export const Overview: Story = {
  name: '목록: 모든 상태',
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('three figures: late, missing, due soon', async () => {
      await expect(canvas.getByRole('link', { name: /기한 경과\s*1건/ })).toHaveAttribute('href', '/compliance?status=OVERDUE');
      await expect(canvas.getByRole('link', { name: /미제출\s*3건/ })).toBeVisible();
      await expect(canvas.getByRole('link', { name: /기한 임박\s*1건/ })).toBeVisible();
    });
    await step('the items, late first, with due dates as partners say them', async () => {
      const rows = rowTexts(canvas);
      await expect(rows).toHaveLength(12);
      await expect(rows[0]).toBe('이서연 | 신규교육 | 기한 경과 | 기한 2026년 10월 1일 · D+57');
      await expect(rows[1]).toBe('박지호 | CSO 신고증 | 미제출 | 업무를 맡기 전에 신고해야 합니다');
      await expect(rows[2]).toBe('박지호 | 신규교육 | 미제출 | 신고증을 먼저 등록하세요');
      await expect(rows[4]).toBe('김민준 | 신규교육 | 기한 임박 | 기한 2026년 12월 3일 · D-6');
      await expect(rows[5]).toBe('본인 | 보수교육 | 예정 | 기한 2026년 12월 31일 · D-34');
      await expect(rows[9]).toBe('본인 | CSO 신고증 | 완료 | 2025년 3월 10일 발급');
      await expect(canvas.getByText('전체 12건')).toBeVisible();
    });
    await step('the reminders, the documents and the notices', async () => {
      await expect(canvas.getByRole('region', { name: '최근 알림' })).toHaveTextContent(
        '김민준 님의 신규교육 기한(2026년 12월 3일)이 7일 남았습니다.',
      );
      const documents = canvas.getByRole('region', { name: '본인의 서류' });
      await expect(documents).toHaveTextContent('신고번호 2025-서울강남-0123 · 서울특별시 강남구청 · 2025년 3월 10일 발급');
      await expect(within(documents).getByRole('link', { name: '신고증.pdf' })).toHaveAttribute('href', '/v1/files/101?name=document.pdf');
      const notices = canvas.getByRole('table', { name: '재위탁 통보 목록' });
      const statuses = [...notices.querySelectorAll('tbody')].map((b) => b.getAttribute('data-status'));
      await expect(statuses).toEqual(['OVERDUE', 'DUE_SOON', 'TODO', 'SENT']);
    });
  },
};

export const Filtered: Story = {
  name: '필터: 상태와 대상 (URL에 유지)',
  args: { initialFilter: { status: 'MISSING', subject: null } },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const statusNav = canvas.getByRole('navigation', { name: '상태 필터' });
    await step('the URL’s status shows three missing items', async () => {
      await expect(within(statusNav).getByRole('link', { name: '미제출 3' })).toHaveAttribute('aria-current', 'true');
      await expect(rowTexts(canvas)).toHaveLength(3);
      await expect(canvas.getByText('3건 / 전체 12건')).toBeVisible();
    });
    await step('a figure filters to its status for everyone', async () => {
      await userEvent.click(canvas.getByRole('link', { name: /기한 경과\s*1건/ }));
      await expect(rowTexts(canvas)).toEqual(['이서연 | 신규교육 | 기한 경과 | 기한 2026년 10월 1일 · D+57']);
      await expect(location.search).toBe('?status=OVERDUE');
    });
    await step('nothing matches: the filters can be cleared', async () => {
      await userEvent.selectOptions(canvas.getByRole('combobox', { name: '대상' }), '본인');
      await expect(canvas.getByText('조건에 맞는 항목이 없습니다.')).toBeVisible();
      await userEvent.click(canvas.getByRole('link', { name: '필터 지우기' }));
      await expect(rowTexts(canvas)).toHaveLength(12);
      await expect(location.search).toBe('');
    });
    await step('one dealer, then one status of his: the URL follows', async () => {
      await userEvent.selectOptions(canvas.getByRole('combobox', { name: '대상' }), '김민준');
      await waitFor(() => expect(rowTexts(canvas)).toHaveLength(3));
      await expect(within(statusNav).getByRole('link', { name: '완료 1' })).toBeVisible();
      await userEvent.click(within(statusNav).getByRole('link', { name: '예정 1' }));
      await expect(rowTexts(canvas)).toEqual(['김민준 | 보수교육 | 예정 | 신규교육을 이수한 다음 해부터']);
      await expect(new URLSearchParams(location.search).get('dealer')).toBe('김민준');
      await expect(new URLSearchParams(location.search).get('status')).toBe('UPCOMING');
    });
  },
};

export const NoDealers: Story = {
  name: '딜러 없음',
  args: { initialData: { items: memberItems, records: records.slice(0, 2), notices: [], reminders: [] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(rowTexts(canvas)).toHaveLength(3);
    await expect(canvas.getByText('등록된 딜러가 없습니다')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '소속딜러 관리로 가기' })).toHaveAttribute('href', '/dealers');
    await expect(canvas.getByText(/통보할 재위탁이 없습니다./)).toBeVisible();
    await expect(canvas.getByText(/보낸 알림이 없습니다. 기한 30일·7일·1일 전에/)).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: '대상' }).querySelectorAll('option')).toHaveLength(2);
  },
};

export const CsoMember: Story = {
  name: '딜러 없음 (CSO 회원)',
  args: { ...NoDealers.args, canManageDealers: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('등록된 딜러가 없습니다')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: '소속딜러 관리로 가기' })).not.toBeInTheDocument();
  },
};

const failedCalls: Call[] = [];

export const Failed: Story = {
  name: '오류: 다시 시도',
  args: { initialData: null, listError: '서버에 문제가 생겼습니다. 잠시 후 다시 시도해 주세요.' },
  beforeEach: () => {
    failedCalls.length = 0;
    return mockServer([['GET', /^\/v1\/compliance\/items$/, 503], ...complianceRoutes], failedCalls)();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('컴플라이언스 항목을 불러오는 중 오류가 발생했습니다.');
    await expect(alert).toHaveTextContent('서버에 문제가 생겼습니다.');
    await expect(canvas.getByText('계산 기준')).toBeVisible();
    // Still failing: the page asks again and keeps offering to retry.
    await userEvent.click(canvas.getByRole('button', { name: '다시 시도' }));
    await waitFor(() => expect(failedCalls.filter((c) => c.path === '/v1/compliance/items')).toHaveLength(1));
    await expect(await canvas.findByRole('button', { name: '다시 시도' })).toBeEnabled();
    await expect(canvas.queryByRole('table', { name: '준수 항목' })).not.toBeInTheDocument();
  },
};

export const Recovered: Story = {
  name: '오류 후 다시 시도: 목록',
  args: Failed.args,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '다시 시도' }));
    await waitFor(() => expect(rowTexts(canvas)).toHaveLength(12));
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

export const Loading: Story = {
  name: '불러오는 중',
  args: { initialData: null },
  parameters: { trailPending: true },
  beforeEach: mockServer(complianceRoutes.map(([method, path]): Route => [method, path, 'never'])),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '다시 시도' }));
    await waitFor(() => expect(itemTable(canvas)).toHaveAttribute('aria-busy', 'true'));
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** After 박지호's 신고증 is recorded, the server computes his 신규교육's due date: three months after the issue date. */
const afterCertificate: ComplianceItem[] = items.map((i) =>
  i.dealerName !== '박지호'
    ? i
    : i.kind === 'CSO_CERTIFICATE'
      ? { ...i, status: 'DONE', recordId: 9 }
      : i.kind === 'INITIAL_TRAINING'
        ? { ...i, status: 'DUE_SOON', dueDate: '2026-12-20' }
        : { ...i, status: 'UPCOMING' },
);
const calls: Call[] = [];

export const RecordAndReload: Story = {
  name: '신고증 등록 후 목록 갱신',
  beforeEach: () => {
    calls.length = 0;
    let recorded = false;
    return mockServer(
      [
        [
          'POST',
          /^\/v1\/compliance\/records$/,
          () => {
            recorded = true;
            return { id: 9 };
          },
        ],
        ['GET', /^\/v1\/compliance\/items$/, () => (recorded ? afterCertificate : items)],
        ...complianceRoutes,
      ],
      calls,
    )();
  },
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    const body = within(document.body);
    await step('the audit trail loads when scrolled near', async () => {
      await showTrail(canvas);
      await expect(calls.filter((c) => c.path === '/v1/audit-log')).toHaveLength(1);
      window.scrollTo(0, 0);
    });
    await step('「등록」 opens the 신고증 dialog for 박지호', async () => {
      await userEvent.click(canvas.getByRole('button', { name: '박지호 CSO 신고증 등록' }));
      // The dialog's module loads on the first 「등록」.
      const dialog = within(await body.findByRole('dialog', { name: 'CSO 신고증 등록' }, { timeout: 10_000 }));
      await expect(dialog.getByText('박지호')).toBeVisible();
    });
    await step('fill it in, attach the 신고증 and send', async () => {
      const dialog = within(body.getByRole('dialog', { name: 'CSO 신고증 등록' }));
      await userEvent.type(dialog.getByRole('textbox', { name: /신고번호/ }), '2026-서울서초-0999');
      await userEvent.type(dialog.getByRole('textbox', { name: /발급기관/ }), '서울특별시 서초구청');
      await userEvent.type(dialog.getByRole('textbox', { name: /발급일/ }), '2026-09-20{Enter}');
      await userEvent.upload(dialog.getByLabelText(/^신고증 파일/, { selector: 'input' }), fileOf('박지호 신고증.pdf'));
      await expect(dialog.getByRole('list', { name: '선택한 신고증 파일' })).toHaveTextContent('박지호 신고증.pdf');
      await userEvent.click(dialog.getByRole('button', { name: '등록' }));
    });
    await step('a toast, and the list shows his training due with its D-day', async () => {
      await waitFor(() => expect(args.notify).toHaveBeenCalledWith('success', '박지호의 CSO 신고증을(를) 등록했습니다.'));
      await waitFor(() => expect(rowTexts(canvas)).toContain('박지호 | 신규교육 | 기한 임박 | 기한 2026년 12월 20일 · D-23'));
      const post = calls.find((c) => c.method === 'POST')!;
      const form = post.body as FormData;
      await expect(JSON.parse(await (form.get('request') as Blob).text())).toEqual({
        dealerId: 4,
        kind: 'CSO_CERTIFICATE',
        number: '2026-서울서초-0999',
        authority: '서울특별시 서초구청',
        issuedAt: '2026-09-20',
      });
      await expect((form.get('file') as File).name).toBe('박지호 신고증.pdf');
      await expect(body.queryByRole('dialog')).not.toBeInTheDocument();
    });
    await step('the change wrote an audit row: the trail loads again', async () => {
      await waitFor(() => expect(calls.filter((c) => c.path === '/v1/audit-log')).toHaveLength(2));
    });
  },
};

export const AuditPack: Story = {
  name: '감사 자료와 변경 기록',
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('the trail under the notices, newest first', async () => {
      await showTrail(canvas);
      const trail = canvas.getByRole('table', { name: '변경 기록' });
      await waitFor(() => expect(trail.querySelectorAll('tbody[data-action]')).toHaveLength(auditEntries.length));
      await expect(within(trail).getAllByRole('rowheader')[0]).toHaveTextContent(auditEntries[0]!.summary);
    });
    await step('「기간 골라 내려받기」 opens the period with its default', async () => {
      await userEvent.click(canvas.getByRole('button', { name: '기간 골라 내려받기' }));
      // The dialog's module loads on the first click.
      const dialog = within(await within(document.body).findByRole('dialog', { name: '감사 자료 내려받기' }, { timeout: 10_000 }));
      await expect(dialog.getByRole('link', { name: 'zip 내려받기' })).toHaveAttribute('href', auditPackUrl('2021-01-01', today));
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(within(document.body).queryByRole('dialog')).not.toBeInTheDocument());
      await expect(canvas.getByRole('button', { name: '기간 골라 내려받기' })).toHaveFocus();
      // Focus scrolled the frame down to the button: the picture starts at the top like the others.
      window.scrollTo(0, 0);
    });
  },
};
