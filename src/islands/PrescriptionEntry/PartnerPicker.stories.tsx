import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { PartnerPicker } from './PartnerPicker';
import { mockApi } from '../shared/story-fixtures';
import { standardRoutes } from './story-fixtures';

const calls: URL[] = [];

/** 거래처 선택: the clients of the dealer's drug company, searched by name, ten a page. */
const meta = {
  title: 'Islands/PrescriptionEntry/PartnerPicker',
  component: PartnerPicker,
  args: { open: true, onClose: fn(), onPick: fn(), drugCompanyId: 7 },
  parameters: { docs: { story: { inline: false, height: '720px' } } },
} satisfies Meta<typeof PartnerPicker>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: '목록, 페이지, 검색',
  beforeEach: mockApi(standardRoutes, calls),
  play: async ({ args, step }) => {
    const dialog = await screen.findByRole('dialog', { name: '거래처 선택' }, { timeout: 5000 });
    const list = () => within(dialog).findByRole('list', { name: '거래처 목록' }, { timeout: 5000 });
    await step('the first page of the dealer’s company', async () => {
      await expect(within(await list()).getAllByRole('button')).toHaveLength(10);
      const asked = calls.filter((u) => u.pathname === '/v1/partners').at(-1)!;
      await expect(asked.searchParams.get('drugCompanyId')).toBe('7');
    });
    await step('the next page', async () => {
      await userEvent.click(within(dialog).getByRole('button', { name: '다음' }));
      await waitFor(async () => expect(within(await list()).getAllByRole('button', { name: /4호점/ })).toHaveLength(2));
      await waitFor(() => expect(calls.at(-1)!.searchParams.get('page')).toBe('1'));
    });
    await step('a search, then a choice', async () => {
      await userEvent.type(within(dialog).getByRole('searchbox', { name: '거래처명 검색' }), '미소치과');
      await userEvent.click(within(dialog).getByRole('button', { name: '검색' }));
      await waitFor(async () => expect(within(await list()).getAllByRole('button')).toHaveLength(3));
      await userEvent.click(within(await list()).getAllByRole('button')[0]!);
      await expect(args.onPick).toHaveBeenCalledWith({ id: 105, label: '미소치과의원 1호점', drugCompanyId: 7 });
    });
  },
};

export const None: Story = {
  name: '거래처 없음',
  args: { drugCompanyId: 99 },
  beforeEach: mockApi(standardRoutes),
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: '거래처 선택' }, { timeout: 5000 });
    await expect(await within(dialog).findByText('이 제약사에 등록된 거래처가 없습니다.', {}, { timeout: 5000 })).toBeInTheDocument();
  },
};
