import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { DealerPicker } from './DealerPicker';
import { mockApi } from '../shared/story-fixtures';
import { standardRoutes } from './story-fixtures';
import { dealerServer } from './new-dealer-fixtures';

/** 딜러 선택: the member's dealers, one row per drug company, filtered as one types; 신규 딜러 추가 on the spot. */
const meta = {
  title: 'Islands/PrescriptionEntry/DealerPicker',
  component: DealerPicker,
  args: { open: true, onClose: fn(), onPick: fn(), currentId: 3 },
  parameters: { docs: { story: { inline: false, height: '520px' } } },
} satisfies Meta<typeof DealerPicker>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: '목록과 검색',
  beforeEach: mockApi(standardRoutes),
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: '딜러 선택' }, { timeout: 5000 });
    const list = await within(dialog).findByRole('list', { name: '딜러 목록' }, { timeout: 5000 });
    await expect(within(list).getAllByRole('button')).toHaveLength(4);
    await expect(within(list).getByRole('button', { name: /이서연/ })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.type(within(dialog).getByRole('searchbox', { name: '딜러명 검색' }), '대성');
    await waitFor(() => expect(within(list).getAllByRole('button')).toHaveLength(1));
    await userEvent.click(within(list).getByRole('button', { name: /김민수/ }));
    await expect(args.onPick).toHaveBeenCalledWith({ id: 2, label: '김민수(대성약품)', drugCompanyId: 8 });
    await expect(args.onClose).toHaveBeenCalled();
    // Without the right to create dealers there is no 신규 딜러 추가.
    await expect(within(dialog).queryByRole('button', { name: '신규 딜러 추가' })).not.toBeInTheDocument();
  },
};

export const Failed: Story = {
  name: '불러오기 실패',
  beforeEach: mockApi([[/^\/v1\/dealers$/, 500]]),
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: '딜러 선택' }, { timeout: 5000 });
    await expect(await within(dialog).findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      '딜러 목록을 불러오는 중 오류가 발생했습니다.',
    );
  },
};

const open = async () => {
  const dialog = await screen.findByRole('dialog', { name: '딜러 선택' }, { timeout: 5000 });
  await within(dialog).findByRole('list', { name: '딜러 목록' }, { timeout: 5000 });
  await userEvent.click(within(dialog).getByRole('button', { name: '신규 딜러 추가' }));
  const form = await screen.findByRole('dialog', { name: '신규 딜러 추가' }, { timeout: 5000 });
  await within(form).findByRole('textbox', { name: /딜러명/ }, { timeout: 5000 });
  return form;
};

export const AddOne: Story = {
  name: '신규 딜러 추가: 한 제약사',
  args: { canAddDealer: true },
  beforeEach: mockApi(dealerServer()),
  play: async ({ args, step }) => {
    const form = await open();
    await step("the dealer screen's checks, in Korean, before anything is sent", async () => {
      await userEvent.click(within(form).getByRole('button', { name: '등록' }));
      await expect(within(form).getByText('딜러명을 입력해 주세요.')).toBeInTheDocument();
      await expect(within(form).getByRole('textbox', { name: /딜러명/ })).toHaveFocus();
    });
    await step('saved, the new dealer is picked and the dialog closes', async () => {
      await userEvent.type(within(form).getByRole('textbox', { name: /딜러명/ }), '정하늘');
      await userEvent.click(within(form).getByRole('checkbox', { name: '새미약품' }));
      await userEvent.click(within(form).getByRole('button', { name: '등록' }));
      await waitFor(() => expect(args.onPick).toHaveBeenCalledWith({ id: 100, label: '정하늘(새미약품)', drugCompanyId: 9 }));
      await expect(args.onClose).toHaveBeenCalled();
    });
  },
};

export const AddSeveral: Story = {
  name: '신규 딜러 추가: 여러 제약사',
  args: { canAddDealer: true },
  beforeEach: mockApi(dealerServer()),
  play: async ({ args }) => {
    const form = await open();
    await userEvent.type(within(form).getByRole('textbox', { name: /딜러명/ }), '정하늘');
    await userEvent.click(within(form).getByRole('checkbox', { name: '새미약품' }));
    await userEvent.click(within(form).getByRole('checkbox', { name: '대성약품' }));
    await userEvent.click(within(form).getByRole('button', { name: '등록' }));
    // Back in the list, narrowed to the new dealer's rows, to pick the drug company from.
    const dialog = await screen.findByRole('dialog', { name: '딜러 선택' }, { timeout: 5000 });
    await expect(await within(dialog).findByText(/제약사 2곳으로 등록했습니다/, {}, { timeout: 5000 })).toBeInTheDocument();
    const list = await within(dialog).findByRole('list', { name: '딜러 목록' }, { timeout: 5000 });
    await waitFor(() => expect(within(list).getAllByRole('button')).toHaveLength(2));
    await expect(within(dialog).getByRole('searchbox', { name: '딜러명 검색' })).toHaveValue('정하늘');
    await expect(args.onPick).not.toHaveBeenCalled();
    await userEvent.click(within(list).getByRole('button', { name: /대성약품/ }));
    await expect(args.onPick).toHaveBeenCalledWith({ id: 101, label: '정하늘(대성약품)', drugCompanyId: 8 });
  },
};

export const AddRefused: Story = {
  name: '신규 딜러 추가: 등록 거절',
  args: { canAddDealer: true },
  beforeEach: mockApi(dealerServer({ refuse: 409 })),
  play: async ({ args, step }) => {
    const form = await open();
    await userEvent.type(within(form).getByRole('textbox', { name: /딜러명/ }), '김민수');
    await userEvent.click(within(form).getByRole('checkbox', { name: '한빛제약' }));
    await userEvent.click(within(form).getByRole('button', { name: '등록' }));
    await step("the server's reason is shown and what was typed stays", async () => {
      const alert = await within(form).findByRole('alert', {}, { timeout: 5000 });
      await expect(alert).toHaveTextContent('딜러를 등록하지 못했습니다. 이미 같은 이름의 딜러가 있습니다: 한빛제약');
      await expect(within(form).getByRole('textbox', { name: /딜러명/ })).toHaveValue('김민수');
      await expect(within(form).getByRole('checkbox', { name: '한빛제약' })).toBeChecked();
      await expect(args.onPick).not.toHaveBeenCalled();
    });
    await step('취소 goes back to the list', async () => {
      await userEvent.click(within(form).getByRole('button', { name: '취소' }));
      await expect(await screen.findByRole('dialog', { name: '딜러 선택' })).toBeInTheDocument();
    });
  },
};

export const AddCompaniesLoading: Story = {
  name: '신규 딜러 추가: 제약사 불러오는 중',
  args: { canAddDealer: true },
  beforeEach: mockApi(dealerServer({ companies: 'never' })),
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: '딜러 선택' }, { timeout: 5000 });
    await within(dialog).findByRole('list', { name: '딜러 목록' }, { timeout: 5000 });
    await userEvent.click(within(dialog).getByRole('button', { name: '신규 딜러 추가' }));
    const form = await screen.findByRole('dialog', { name: '신규 딜러 추가' }, { timeout: 5000 });
    await expect(await within(form).findByRole('status', {}, { timeout: 5000 })).toHaveTextContent('거래제약사 목록을 불러오는 중…');
  },
};

export const AddCompaniesFailed: Story = {
  name: '신규 딜러 추가: 제약사 불러오기 실패',
  args: { canAddDealer: true },
  beforeEach: mockApi(dealerServer({ companies: 'fail' })),
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: '딜러 선택' }, { timeout: 5000 });
    await within(dialog).findByRole('list', { name: '딜러 목록' }, { timeout: 5000 });
    await userEvent.click(within(dialog).getByRole('button', { name: '신규 딜러 추가' }));
    const form = await screen.findByRole('dialog', { name: '신규 딜러 추가' }, { timeout: 5000 });
    await expect(await within(form).findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent('거래제약사 목록을 불러오지 못했습니다.');
    await userEvent.click(within(form).getByRole('button', { name: '딜러 목록으로' }));
    await expect(await screen.findByRole('dialog', { name: '딜러 선택' })).toBeInTheDocument();
  },
};
