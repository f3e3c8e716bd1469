import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { MyInfo } from './MyInfo';
import { approvedMemberInfo, newMemberInfo } from './story-fixtures';

/** 내정보관리: 기본정보 (password change, phone, e-mail with the domain picker) and 추가정보 (nickname, CSO certificate, referral code). */
const meta = {
  title: 'Islands/MyPage/MyInfo',
  component: MyInfo,
  parameters: { docs: { story: { inline: false, iframeHeight: 1100 } } },
  args: { member: newMemberInfo },
} satisfies Meta<typeof MyInfo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NewMember: Story = { name: '미승인 회원 (신고증 제출됨)' };

export const Approved: Story = {
  name: 'CSO 승인 회원',
  args: { member: approvedMemberInfo },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('승인 완료되었습니다.')).toBeInTheDocument();
    // An older system's certificate path is never offered as a link.
    await expect(canvas.queryByRole('link', { name: /CSO신고증/ })).not.toBeInTheDocument();
  },
};

export const Validation: Story = {
  name: '입력 오류',
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('the password change checks in the screen order', async () => {
      await userEvent.click(canvas.getByRole('button', { name: '비밀번호 변경' }));
      await expect(canvas.getByText('기존 비밀번호를 입력해 주세요.')).toBeInTheDocument();
      await userEvent.type(canvas.getByPlaceholderText('기존 비밀번호를 입력해주세요'), 'demo1234!');
      await userEvent.type(canvas.getByPlaceholderText('새 비밀번호를 입력해주세요'), 'short');
      await userEvent.click(canvas.getByRole('button', { name: '비밀번호 변경' }));
      await expect(canvas.getByText(/8~63자로 입력해 주세요/)).toBeInTheDocument();
    });
    await step('an e-mail without its domain is named', async () => {
      await userEvent.clear(canvas.getByRole('textbox', { name: '이메일 도메인' }));
      await userEvent.click(canvas.getByRole('button', { name: '수정' }));
      await expect(canvas.getByText('이메일 정보를 입력해 주세요.')).toBeInTheDocument();
    });
    await step('the domain picker fills the domain box', async () => {
      await userEvent.selectOptions(canvas.getByRole('combobox', { name: '이메일 도메인 선택' }), 'gmail.com');
      await expect(canvas.getByRole('textbox', { name: '이메일 도메인' })).toHaveValue('gmail.com');
    });
    await step('a nickname against the rule is refused before asking the server', async () => {
      await userEvent.clear(canvas.getByRole('textbox', { name: '닉네임' }));
      await userEvent.type(canvas.getByRole('textbox', { name: '닉네임' }), '빈 칸');
      await userEvent.click(canvas.getByRole('button', { name: '중복확인' }));
      await expect(canvas.getByText('닉네임에는 한글, 영문, 숫자, 밑줄(_)만 쓸 수 있습니다.')).toBeInTheDocument();
    });
  },
};
