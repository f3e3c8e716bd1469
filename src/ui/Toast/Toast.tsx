import { Toast as ArkToast, Toaster as ArkToaster, createToaster } from '@ark-ui/react/toast';
import { Portal } from '@ark-ui/react/portal';
import { toast as toastRecipe } from 'styled-system/recipes';
import { XIcon } from '../icons';

/**
 * The app's one toast queue. Anywhere (also outside React): `toaster.success({ title: '저장되었습니다.' })`,
 * `toaster.error({ title, description })`, `toaster.create({ type: 'info', title, action: { label, onClick } })`.
 * Mount <Toaster /> once per page (inside the island that shows toasts).
 */
export const toaster = createToaster({ placement: 'top', gap: 12, overlap: false, max: 4, duration: 4000 });

/** Renders the queued toasts (role="status" live region; errors use role="alert"). */
export function Toaster({ closeLabel = '알림 닫기' }: { closeLabel?: string }) {
  const classes = toastRecipe();
  return (
    <Portal>
      <ArkToaster toaster={toaster} className={classes.group}>
        {(t) => (
          <ArkToast.Root className={classes.root} role={t.type === 'error' ? 'alert' : 'status'}>
            <div>
              {t.title ? <ArkToast.Title className={classes.title}>{t.title}</ArkToast.Title> : null}
              {t.description ? <ArkToast.Description className={classes.description}>{t.description}</ArkToast.Description> : null}
            </div>
            {t.action ? <ArkToast.ActionTrigger className={classes.actionTrigger}>{t.action.label}</ArkToast.ActionTrigger> : null}
            {t.closable !== false ? (
              <ArkToast.CloseTrigger className={classes.closeTrigger} aria-label={closeLabel}>
                <XIcon />
              </ArkToast.CloseTrigger>
            ) : null}
          </ArkToast.Root>
        )}
      </ArkToaster>
    </Portal>
  );
}
