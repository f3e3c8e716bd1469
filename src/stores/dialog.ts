import { atom, computed } from 'nanostores';

// One dialog at a time; later calls wait their turn; callers await the answer.
export type DialogType = 'INFO' | 'CONFIRM';
export const DEFAULT_TITLE = '알림';

interface Request {
  id: number;
  type: DialogType;
  title: string;
  message: string;
  confirmLabel?: string;
  resolve: (answer: boolean) => void;
}

export interface DialogOptions {
  title?: string;
  /** The confirm button's words when 확인 would not say what happens (e.g. 등록); default 확인. */
  confirmLabel?: string;
}

/** The dialog state interface the app shares: open, type, title, message and the close handler. */
export interface DialogState {
  /** Changes with every dialog, so a host can remount between queued dialogs. */
  id: number;
  open: boolean;
  type: DialogType;
  title: string;
  message: string;
  confirmLabel?: string;
  close: (answer: boolean) => void;
}

const $queue = atom<Request[]>([]);
let nextId = 1;

/** Settles dialog `id` if it is still the one shown (a late event of a closed dialog must not close the next). */
function settle(id: number, answer: boolean) {
  const [current, ...rest] = $queue.get();
  if (!current || current.id !== id) return;
  $queue.set(rest);
  current.resolve(current.type === 'INFO' ? true : answer);
}

export const $dialog = computed($queue, (queue): DialogState | null => {
  const current = queue[0];
  return current
    ? {
        id: current.id,
        open: true,
        type: current.type,
        title: current.title,
        message: current.message,
        confirmLabel: current.confirmLabel,
        close: (answer: boolean) => settle(current.id, answer),
      }
    : null;
});

function enqueue(type: DialogType, message: string, options: DialogOptions): Promise<boolean> {
  return new Promise((resolve) => {
    const { title = DEFAULT_TITLE, confirmLabel } = options;
    $queue.set([...$queue.get(), { id: nextId++, type, title, message, confirmLabel, resolve }]);
  });
}

/** An information dialog: resolves true however it is closed (확인, Escape or the backdrop). */
export const info = (message: string, options: DialogOptions = {}) => enqueue('INFO', message, options) as Promise<true>;

/** A question: 확인 resolves true, 취소 false; Escape and the backdrop do nothing. */
export const confirm = (message: string, options: DialogOptions = {}) => enqueue('CONFIRM', message, options);

/** Escape key or backdrop click: closes an INFO dialog (true), ignored by a CONFIRM dialog. */
export function dismiss() {
  const current = $queue.get()[0];
  if (current?.type === 'INFO') settle(current.id, true);
}
