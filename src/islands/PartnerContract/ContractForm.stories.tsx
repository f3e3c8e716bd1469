import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { css } from 'styled-system/css';
import { ApiError } from '../../api/errors';
import { ContractForm } from './ContractForm';

/** 파트너사 계약신청: checks in reading order, the business number's hyphens and check digit, documents, refusals. */
const meta = {
  title: 'Islands/PartnerContract/ContractForm',
  component: ContractForm,
  parameters: { docs: { story: { inline: false, iframeHeight: 1400 } } },
  args: { memberType: 'NONE', apply: fn(async () => undefined), onApplied: fn() },
  decorators: [
    (Story) => (
      <div className={css({ maxW: '560px' })}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ContractForm>;
export default meta;
type Story = StoryObj<typeof meta>;

const pdf = (name: string) => new File(['%PDF-1.4\n'], name, { type: 'application/pdf' });

export const Blank: Story = { name: '새 신청' };

export const Validation: Story = {
  name: '입력 오류',
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await step('the button waits for the consent box', async () => {
      await expect(canvas.getByRole('button', { name: '계약신청완료' })).toBeDisabled();
      await userEvent.click(canvas.getByRole('checkbox', { name: '파트너사 계약을 신청합니다.' }));
    });
    await step('every missing field and document is named in Korean, nothing is sent', async () => {
      await userEvent.click(canvas.getByRole('button', { name: '계약신청완료' }));
      await expect(await canvas.findByText('계약유형(개인 또는 법인)을 선택해 주세요.')).toBeInTheDocument();
      await expect(canvas.getByText('회사명을 입력해 주세요.')).toBeInTheDocument();
      await expect(canvas.getByText('사업자등록증을(를) 첨부해 주세요.')).toBeInTheDocument();
      await expect(canvas.getByText('판매위수탁 교육이수증을(를) 첨부해 주세요.')).toBeInTheDocument();
      await expect(args.apply).not.toHaveBeenCalled();
    });
    await step('the business number gets its hyphens and a wrong check digit is named at once', async () => {
      const number = canvas.getByRole('textbox', { name: /사업자등록번호/ });
      await userEvent.type(number, '2208162518');
      await expect(number).toHaveValue('220-81-62518');
      await expect(canvas.getByText('올바른 사업자등록번호가 아닙니다. 번호를 다시 확인해 주세요.')).toBeInTheDocument();
      await userEvent.clear(number);
      await userEvent.type(number, '2208162517');
      await expect(canvas.queryByText(/올바른 사업자등록번호가 아닙니다/)).not.toBeInTheDocument();
    });
  },
};

export const Sending: Story = {
  name: '신청 보내기',
  args: {
    prefill: {
      contractType: 'ORGANIZATION',
      companyName: '도현파마(주)',
      businessNumber: '6111234564',
      bankName: '키움증권',
      accountNumber: '60123456789',
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    for (const label of ['사업자등록증', 'CSO 신고증', '판매위수탁 교육이수증']) {
      await userEvent.upload(canvas.getByLabelText(new RegExp(`^${label}`), { selector: 'input' }), pdf(`${label}.pdf`));
    }
    await userEvent.click(canvas.getByRole('checkbox', { name: '파트너사 계약을 신청합니다.' }));
    await userEvent.click(canvas.getByRole('button', { name: '계약신청완료' }));
    await waitFor(() => expect(args.onApplied).toHaveBeenCalled());
    const [request, files] = (args.apply as ReturnType<typeof fn>).mock.calls[0] as [Record<string, string>, Record<string, File>];
    await expect(request).toMatchObject({ businessNumber: '6111234564', bankName: '키움증권', contractType: 'ORGANIZATION' });
    await expect(Object.keys(files).sort()).toEqual(['business_registration', 'cso_certificate', 'education_certificate']);
  },
};

export const Refused: Story = {
  name: '서버가 거절',
  args: {
    prefill: {
      contractType: 'INDIVIDUAL',
      companyName: '세린헬스케어',
      businessNumber: '3180245673',
      bankName: '카카오뱅크',
      accountNumber: '3333051234567',
    },
    apply: fn(async () => {
      throw new ApiError('검토 중인 계약 신청이 있습니다. 검토가 끝난 뒤 다시 신청해 주세요.', 409, 'APPLICATION_PENDING');
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const label of ['사업자등록증', 'CSO 신고증', '판매위수탁 교육이수증']) {
      await userEvent.upload(canvas.getByLabelText(new RegExp(`^${label}`), { selector: 'input' }), pdf(`${label}.pdf`));
    }
    await userEvent.click(canvas.getByRole('checkbox', { name: '파트너사 계약을 신청합니다.' }));
    await userEvent.click(canvas.getByRole('button', { name: '계약신청완료' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('검토 중인 계약 신청이 있습니다.');
  },
};

export const CsoMember: Story = { name: 'CSO 회원 (신고증 승인됨)', args: { memberType: 'CSO' } };
