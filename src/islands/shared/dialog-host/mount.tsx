import { createRoot } from 'react-dom/client';
import { DialogHost } from './DialogHost';

export function mountDialogHost() {
  const container = document.createElement('div');
  container.id = 'dialog-host';
  document.body.append(container);
  createRoot(container).render(<DialogHost />);
}
