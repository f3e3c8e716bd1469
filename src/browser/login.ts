// The login form's behaviour on top of its server-rendered kit markup (src/pages/login.astro): Korean validation,
// server errors under the form, the password eye toggle, and a silent resume with a stored refresh token.
// Whatever was typed or autofilled before this script ran stays in the inputs; the submit button is enabled here.
import { session } from '../stores/browserSession';
import { ApiError } from '../api/errors';

const form = document.querySelector<HTMLFormElement>('#login-form');
if (form) enhance(form);

function enhance(form: HTMLFormElement) {
  const redirectTo = form.dataset.redirectTo ?? '/';
  const userId = form.querySelector<HTMLInputElement>('[name=userId]')!;
  const password = form.querySelector<HTMLInputElement>('[name=password]')!;
  const submit = form.querySelector<HTMLButtonElement>('[type=submit]')!;
  const formError = document.getElementById('login-form-error')!;
  const resuming = document.getElementById('login-resuming')!;

  /** Shows or clears one field's error: the message, aria-invalid and aria-describedby together. */
  function setFieldError(input: HTMLInputElement, message: string | null) {
    const error = document.getElementById(`${input.id}-error`)!;
    error.querySelector('[data-message]')!.textContent = message ?? '';
    error.hidden = !message;
    input.toggleAttribute('data-invalid', !!message);
    if (message) {
      input.setAttribute('aria-invalid', 'true');
      input.setAttribute('aria-describedby', error.id);
    } else {
      input.removeAttribute('aria-invalid');
      input.removeAttribute('aria-describedby');
    }
  }

  function setFormError(message: string | null) {
    formError.textContent = message ?? '';
    formError.hidden = !message;
  }

  function setBusy(busy: boolean) {
    submit.disabled = busy;
    submit.toggleAttribute('data-loading', busy);
    if (busy) submit.setAttribute('aria-busy', 'true');
    else submit.removeAttribute('aria-busy');
    submit.querySelector<HTMLElement>('[data-busy-spinner]')!.hidden = !busy;
    submit.querySelector('[data-label]')!.textContent = busy ? '로그인 중…' : '로그인';
  }

  for (const input of [userId, password]) input.addEventListener('input', () => setFieldError(input, null));

  const toggle = form.querySelector<HTMLButtonElement>('[data-visibility-toggle]')!;
  toggle.addEventListener('click', () => {
    const show = password.type === 'password';
    password.type = show ? 'text' : 'password';
    toggle.setAttribute('aria-label', show ? '비밀번호 숨기기' : '비밀번호 보기');
    for (const icon of toggle.querySelectorAll<HTMLElement>('[data-when]')) icon.hidden = icon.dataset.when !== (show ? 'shown' : 'hidden');
  });

  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    const id = userId.value.trim();
    setFieldError(userId, id ? null : '아이디를 입력해 주세요.');
    setFieldError(password, password.value ? null : '비밀번호를 입력해 주세요.');
    if (!id) return userId.focus();
    if (!password.value) return password.focus();
    setFormError(null);
    setBusy(true);
    try {
      await session.login(id, password.value);
      location.replace(redirectTo);
    } catch (error) {
      setBusy(false);
      setFormError(error instanceof ApiError ? error.message : '로그인하지 못했습니다. 잠시 후 다시 시도해 주세요.');
      password.select();
    }
  });

  // With a stored refresh token the access cookie may only have expired: renew silently before showing the form.
  if (session.hasStoredToken()) {
    form.hidden = true;
    resuming.hidden = false;
    session
      .resume()
      .catch(() => null)
      .then((member) => {
        if (member) return location.replace(redirectTo);
        resuming.hidden = true;
        form.hidden = false;
        submit.disabled = false;
      });
  } else {
    submit.disabled = false;
  }
}
