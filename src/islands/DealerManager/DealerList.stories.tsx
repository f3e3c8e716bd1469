import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DealerList } from './DealerList';
import { dealers } from './story-fixtures';

/**
 * The dealer list in each of its states: filled (with the search over the loaded rows), with each dealer's compliance
 * status, the button that opens a row's 재위탁계약, empty, loading and failed.
 */
const meta = {
  title: 'Islands/DealerManager/DealerList',
  component: DealerList,
  args: { dealers, onContracts: fn() },
} satisfies Meta<typeof DealerList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  name: '목록',
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: '소속딜러 목록' });
    const rows = within(table).getAllByRole('row').slice(1);
    await step('rows count down, with the display name, the Korean date and the contracts button', async () => {
      await expect(rows).toHaveLength(4);
      await expect(
        within(rows[0]!)
          .getAllByRole('cell')
          .map((c) => c.innerText),
      ).toEqual(['4', '14', '김민준(한미약품)', '2025년 10월 12일', '계약 보기']);
      await expect(within(table).queryByRole('columnheader', { name: '컴플라이언스' })).not.toBeInTheDocument();
      await expect(canvas.getByText('전체 4건')).toBeInTheDocument();
    });
    await step('the search keeps the matching rows', async () => {
      await userEvent.type(canvas.getByRole('searchbox', { name: '딜러명 검색' }), '종근당');
      await expect(within(table).getAllByRole('row')).toHaveLength(2);
      await expect(canvas.getByText('김민준(종근당)')).toBeInTheDocument();
      await expect(canvas.getByText('검색 결과 1건 / 전체 4건')).toBeInTheDocument();
    });
    await step('a search without results offers to clear it', async () => {
      await userEvent.clear(canvas.getByRole('searchbox', { name: '딜러명 검색' }));
      await userEvent.type(canvas.getByRole('searchbox', { name: '딜러명 검색' }), '없는사람');
      await expect(canvas.getByText(/‘없는사람’에 맞는 딜러가 없습니다./)).toBeInTheDocument();
      await userEvent.click(canvas.getByRole('button', { name: '검색 지우기' }));
      await expect(within(table).getAllByRole('row')).toHaveLength(5);
    });
  },
};

export const WithCompliance: Story = {
  name: '컴플라이언스 상태',
  args: { complianceStatuses: { 김민준: 'OVERDUE', 이서연: 'MISSING' } },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: '소속딜러 목록' });
    await step("every row shows its dealer's worst status with its Korean label (a dash for a dealer without items)", async () => {
      const rows = within(table).getAllByRole('row').slice(1);
      await expect(rows.map((r) => within(r).getAllByRole('cell').at(-2)?.textContent)).toEqual(['기한 경과', '기한 경과', '미제출', '-']);
    });
    await step('the badge leads to the compliance page filtered to that dealer', async () => {
      const links = within(table).getAllByRole('link', { name: '김민준 컴플라이언스 기한 경과' });
      await expect(links).toHaveLength(2);
      await expect(links[0]).toHaveAttribute('href', `/compliance?dealer=${encodeURIComponent('김민준')}`);
      await expect(canvas.getByRole('link', { name: '이서연 컴플라이언스 미제출' })).toHaveAttribute(
        'href',
        '/compliance?dealer=%EC%9D%B4%EC%84%9C%EC%97%B0',
      );
    });
  },
};

export const Contracts: Story = {
  name: '재위탁계약 열기',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: '소속딜러 목록' });
    await expect(within(table).getByRole('columnheader', { name: '재위탁계약' })).toBeVisible();
    const open = canvas.getByRole('button', { name: '이서연(유한양행) 재위탁 계약 보기' });
    await expect(open).toHaveAttribute('aria-haspopup', 'dialog');
    open.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onContracts).toHaveBeenCalledWith(expect.objectContaining({ id: 9, displayName: '이서연(유한양행)' }));
  },
};

export const Empty: Story = {
  name: '딜러 없음',
  args: { dealers: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('아직 등록된 딜러가 없습니다. 딜러 등록에서 첫 딜러를 등록해 주세요.')).toBeInTheDocument();
    await expect(canvas.getByText('전체 0건')).toBeInTheDocument();
    await expect(canvas.queryByRole('searchbox')).not.toBeInTheDocument();
  },
};

export const Loading: Story = {
  name: '불러오는 중',
  args: { dealers: null, loading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table', { name: '소속딜러 목록' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const Failed: Story = {
  name: '오류',
  args: { dealers: null, error: '서버에 문제가 생겼습니다. 잠시 후 다시 시도해 주세요.', onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('딜러 목록을 불러오는 중 오류가 발생했습니다.');
    await expect(alert).toHaveTextContent('서버에 문제가 생겼습니다.');
    await userEvent.click(canvas.getByRole('button', { name: '다시 시도' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
