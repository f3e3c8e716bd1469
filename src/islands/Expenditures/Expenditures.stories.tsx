import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Expenditures } from './Expenditures';
import { entryOf, keepUrl, list, pageArgs, rowCount } from './story-canvas';
import { expenditureRoutes, manyEntries } from './story-fixtures';
import { type Call, mockServer } from '../shared/story-server';

/**
 * 지출보고서 장부 as a partner sees it: the year's report with its due date, the three figures, the entries with their
 * warnings and corrections (newest first), paging and the year kept in the URL, loading and errors. Adding, correcting
 * and deleting: ExpenditureChanges.stories.tsx.
 */
const meta = {
  title: 'Islands/Expenditures',
  component: Expenditures,
  args: pageArgs(),
  beforeEach: [mockServer(expenditureRoutes), keepUrl],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Expenditures>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Overview: Story = {
  name: '목록: 모든 상태',
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('the report: due date with its D-day, the rule, the .xlsx of the year', async () => {
      const report = canvas.getByRole('region', { name: '2026년 지출보고서' });
      await expect(report).toHaveTextContent('제출 기한 2027년 3월 31일 · D-124');
      await expect(report).toHaveTextContent(
        '회계연도 종료 후 3개월 이내 작성하고, 보고서와 장부·증빙을 5년간 보존 (약사법 제47조의2제1항)',
      );
      await expect(within(report).getByRole('link', { name: '2026년 지출보고서 엑셀 내려받기' })).toHaveAttribute(
        'href',
        '/v1/expenditures/report.xlsx?year=2026',
      );
      await expect(within(report).getByRole('combobox', { name: '연도' })).toHaveValue('2026');
    });
    await step('three figures, without the corrected entry', async () => {
      const summary = canvas.getByRole('region', { name: '2026년 요약' });
      await expect(summary).toHaveTextContent('지출 기록6건');
      await expect(summary).toHaveTextContent('합계 금액3,920,000원');
      await expect(summary).toHaveTextContent('한도 경고2건');
      await expect(summary).toHaveTextContent('정정된 기록 1건은 건수와 합계에서 뺐습니다.');
    });
    await step('the entries, newest first, each limit it breaks on a red badge with the rule', async () => {
      await expect(canvas.getByText('2026년 전체 7건')).toBeVisible();
      await expect(rowCount(canvas)).toBe(7);
      const over = within(entryOf(canvas, 6));
      await expect(over.getByRole('rowheader')).toHaveTextContent('한빛내과의원');
      await expect(over.getByText('김서윤, 박도현 (2명)')).toBeVisible();
      await expect(over.getByText('1인 1일 식음료 한도 초과')).toBeVisible();
      await expect(over.getByText(/1인 식음료가 하루 150,000원으로 한도\(100,000원\)를 넘습니다/)).toBeVisible();
      await expect(over.getByRole('link', { name: '2026년 11월 20일 한빛내과의원 증빙 한빛내과 영수증.pdf' })).toHaveAttribute(
        'target',
        '_blank',
      );
      await expect(within(entryOf(canvas, 5)).getByText('증례당 사례비 한도 초과')).toBeVisible();
      await expect(within(entryOf(canvas, 5)).getByText('증례 5건 · 건당 60,000원')).toBeVisible();
      await expect(within(entryOf(canvas, 4)).getByText('1인 기념품 45,000원')).toBeVisible();
      await expect(within(entryOf(canvas, 7)).getByText('부스 운영비')).toBeVisible();
      await expect(within(entryOf(canvas, 1)).getByText('이준호, 한지민, 오세훈 외 1명 (4명)')).toBeVisible();
    });
    await step('corrections: 정정됨 (no action, struck through) and 정정 naming the entry it corrects', async () => {
      const old = within(entryOf(canvas, 3));
      await expect(old.getByText('정정됨')).toBeVisible();
      await expect(old.getByText(/2026년 10월 14일 강남구 내과 연합 설명회 기록으로 정정했습니다/)).toBeVisible();
      await expect(old.queryByRole('button')).not.toBeInTheDocument();
      const fix = within(entryOf(canvas, 4));
      await expect(fix.getByText('정정', { exact: true })).toBeVisible();
      await expect(fix.getByText('2026년 10월 14일 강남구 내과 연합 설명회 기록을 정정한 기록입니다.')).toBeVisible();
    });
    await step('삭제 only on the day it was recorded, 정정 입력 after', async () => {
      await expect(
        within(entryOf(canvas, 7)).getByRole('button', { name: '2026년 11월 27일 대한내과학회 추계학술대회 지출 기록 삭제' }),
      ).toBeEnabled();
      await expect(
        within(entryOf(canvas, 6)).getByRole('button', { name: '2026년 11월 20일 한빛내과의원 지출 기록 정정 입력' }),
      ).toBeEnabled();
      await expect(within(entryOf(canvas, 6)).queryByRole('button', { name: /삭제/ })).not.toBeInTheDocument();
    });
  },
};

export const Empty: Story = {
  name: '기록 없는 해',
  args: { initialData: { year: 2026, entries: [] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('2026년에 기록한 지출이 없습니다.')).toBeVisible();
    await expect(canvas.getByRole('region', { name: '2026년 요약' })).toHaveTextContent('합계 금액0원');
    await userEvent.click(canvas.getAllByRole('button', { name: '지출 기록 추가' }).at(-1)!);
    // The dialog's module loads on first use.
    const dialog = await within(document.body).findByRole('dialog', { name: '지출 기록 추가' }, { timeout: 10_000 });
    await waitFor(() => expect(dialog).toBeVisible());
  },
};

const pageCalls: Call[] = [];

export const Paging: Story = {
  name: '페이지: URL에 유지, 다시 불러오지 않음',
  args: { initialData: { year: 2026, entries: manyEntries } },
  beforeEach: () => {
    pageCalls.length = 0;
    return mockServer(expenditureRoutes, pageCalls)();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(rowCount(canvas)).toBe(20);
    const pager = canvas.getByRole('navigation', { name: '지출 기록 페이지' });
    await expect(within(pager).getByRole('link', { name: '페이지 3' })).toHaveAttribute(
      'href',
      '/compliance/expenditures?year=2026&page=3',
    );
    await userEvent.click(within(pager).getByRole('link', { name: '페이지 3' }));
    await waitFor(() => expect(rowCount(canvas)).toBe(5));
    await expect(location.search).toBe('?year=2026&page=3');
    await expect(within(pager).getByRole('link', { name: '페이지 3' })).toHaveAttribute('aria-current', 'page');
    await expect(pageCalls).toHaveLength(0);
  },
};

const yearCalls: Call[] = [];

export const OtherYear: Story = {
  name: '연도 바꾸기',
  beforeEach: () => {
    yearCalls.length = 0;
    return mockServer(expenditureRoutes, yearCalls)();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: '연도' }), '2025');
    await expect(await canvas.findByText('2025년에 기록한 지출이 없습니다.')).toBeVisible();
    await expect(location.search).toBe('?year=2025');
    await expect(canvas.getByRole('region', { name: '2025년 지출보고서' })).toHaveTextContent('제출 기한 2026년 3월 31일 · D+241');
    await expect(canvas.getByRole('link', { name: '2025년 지출보고서 엑셀 내려받기' })).toHaveAttribute(
      'href',
      '/v1/expenditures/report.xlsx?year=2025',
    );
    await expect(yearCalls.map((c) => `${c.method} ${c.url.pathname}${c.url.search}`)).toEqual([
      'GET /v1/expenditures?year=2025&page=0&size=100',
    ]);
  },
};

export const Failed: Story = {
  name: '오류: 다시 시도',
  args: { initialData: null, listError: '서버에 문제가 생겼습니다. 잠시 후 다시 시도해 주세요.' },
  beforeEach: mockServer([['GET', /^\/v1\/expenditures$/, 503]]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('지출 기록을 불러오는 중 오류가 발생했습니다.');
    await expect(alert).toHaveTextContent('서버에 문제가 생겼습니다.');
    await expect(canvas.getByRole('region', { name: '2026년 지출보고서' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '다시 시도' }));
    await expect(await canvas.findByRole('button', { name: '다시 시도' })).toBeEnabled();
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
  },
};

export const Loading: Story = {
  name: '불러오는 중',
  args: { initialData: null },
  beforeEach: mockServer([['GET', /^\/v1\/expenditures$/, 'never']]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '다시 시도' }));
    await waitFor(() => expect(list(canvas)).toHaveAttribute('aria-busy', 'true'));
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('region', { name: '2026년 요약' })).not.toBeInTheDocument();
  },
};
