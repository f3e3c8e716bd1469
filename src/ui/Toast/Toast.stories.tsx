import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { css } from 'styled-system/css';
import { Toaster, toaster } from './Toast';
import { Button } from '../Button/Button';

const meta = {
  title: 'Components/Toast',
  // Overlays (portals, focus traps) each get their own iframe on the docs page.
  parameters: { docs: { story: { inline: false, iframeHeight: 480 } } },
  component: Toaster,
  // One app-wide queue: start and end every story with it empty.
  beforeEach: () => {
    toaster.remove();
    return () => toaster.remove();
  },
  render: () => (
    <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap' })}>
      <Button onClick={() => toaster.success({ title: '저장되었습니다.' })}>성공</Button>
      <Button
        tone="danger"
        onClick={() => toaster.error({ title: '업로드에 실패했습니다.', description: '네트워크 상태를 확인한 뒤 다시 시도해주세요.' })}
      >
        오류
      </Button>
      <Button variant="outline" onClick={() => toaster.warning({ title: '정산 마감이 3일 남았습니다.' })}>
        경고
      </Button>
      <Button
        variant="outline"
        tone="neutral"
        onClick={() => toaster.info({ title: '새 공지사항이 있습니다.', action: { label: '보기', onClick: () => {} } })}
      >
        안내
      </Button>
      <Toaster />
    </div>
  ),
} satisfies Meta<typeof Toaster>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '성공' }));
    const status = await screen.findByText('저장되었습니다.');
    await expect(status).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '알림 닫기' }));
    await waitFor(() => expect(screen.queryByText('저장되었습니다.')).toBeNull(), { timeout: 3000 });
  },
};

export const AllTypes: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const name of ['성공', '오류', '경고', '안내']) await userEvent.click(canvas.getByRole('button', { name }));
    await expect(await screen.findByRole('alert')).toHaveTextContent('업로드에 실패했습니다.');
    await waitFor(() => expect(screen.getAllByRole('button', { name: '알림 닫기' })).toHaveLength(4));
  },
};

export const LongKoreanText: Story = {
  play: async ({ canvasElement }) => {
    toaster.error({
      title: '실적(EDI) 파일 업로드에 실패했습니다. 파일 형식과 크기를 확인해주세요.',
      description:
        '처방전 이미지는 한 번에 최대 30장, 장당 10MB까지 올릴 수 있습니다. 문제가 계속되면 고객센터(070-8666-1102)로 연락해주세요.',
    });
    await expect(await screen.findByRole('alert')).toHaveTextContent('업로드에 실패했습니다');
    await expect(canvasElement).toBeInTheDocument();
  },
};
