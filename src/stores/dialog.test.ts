import { describe, expect, it } from 'vitest';
import { $dialog, confirm, dismiss, info, DEFAULT_TITLE } from './dialog';

const current = () => $dialog.get();

describe('dialog store', () => {
  it('info resolves true by confirm, with the default title 알림', async () => {
    const answer = info('저장했습니다.');
    expect(current()).toMatchObject({ open: true, type: 'INFO', title: DEFAULT_TITLE, message: '저장했습니다.' });
    current()!.close(true);
    await expect(answer).resolves.toBe(true);
    expect(current()).toBeNull();
  });

  it('info resolves true on Escape or backdrop (dismiss), even if closed with false', async () => {
    const a = info('하나');
    dismiss();
    await expect(a).resolves.toBe(true);
    const b = info('둘');
    current()!.close(false);
    await expect(b).resolves.toBe(true);
  });

  it('confirm ignores dismiss; cancel is false and confirm is true', async () => {
    const a = confirm('삭제할까요?', { title: '삭제' });
    dismiss();
    expect(current()).toMatchObject({ type: 'CONFIRM', title: '삭제' });
    current()!.close(false);
    await expect(a).resolves.toBe(false);
    const b = confirm('신청할까요?');
    expect(current()?.confirmLabel).toBeUndefined();
    current()!.close(true);
    await expect(b).resolves.toBe(true);
  });

  it('carries the confirm button words a caller names', async () => {
    const a = confirm('그래도 등록할까요?', { title: '컴플라이언스 확인', confirmLabel: '등록' });
    expect(current()).toMatchObject({ type: 'CONFIRM', title: '컴플라이언스 확인', confirmLabel: '등록' });
    current()!.close(true);
    await expect(a).resolves.toBe(true);
  });

  it('shows one dialog at a time; later calls wait their turn', async () => {
    const first = info('첫 번째');
    const second = confirm('두 번째');
    expect(current()?.message).toBe('첫 번째');
    current()!.close(true);
    await first;
    expect(current()?.message).toBe('두 번째');
    current()!.close(true);
    await expect(second).resolves.toBe(true);
    expect(current()).toBeNull();
  });
});

describe('dialog store, late events', () => {
  it('a close handler of a dialog that is gone does not close the next one', async () => {
    const first = info('첫 번째');
    const staleClose = $dialog.get()!.close;
    const second = confirm('두 번째');
    staleClose(true);
    await first;
    staleClose(true); // e.g. the first dialog's exit animation reporting "closed"
    expect($dialog.get()?.message).toBe('두 번째');
    $dialog.get()!.close(false);
    await expect(second).resolves.toBe(false);
  });
});
