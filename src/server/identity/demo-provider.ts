import { isCalendarDay } from '../../api/schema/common';
import { dashedPhone } from '../../api/schema/member-rules';
import { escapeHtml, htmlPage } from './html';
import type { IdentityProvider, VerifiedPerson } from './provider';

// The demo identity provider: the popup is a local page, clearly marked 데모 본인인증, where the tester picks one of a
// few people or types a name, birth date, gender and phone number, and confirms (or cancels: FAIL). It works without
// JavaScript: every choice is a button of a form that posts back to the launch URL.

export const demoPeople: readonly VerifiedPerson[] = [
  { name: '김하늘', birthDate: '1990-04-12', gender: 'FEMALE', phoneNumber: '010-3141-5926' },
  { name: '이준호', birthDate: '1985-11-03', gender: 'MALE', phoneNumber: '010-2718-2818' },
  { name: '박서연', birthDate: '1996-07-21', gender: 'FEMALE', phoneNumber: '010-1618-0339' },
];

const NAME_MAX = 20;

interface Typed {
  name: string;
  birthDate: string;
  gender: string;
  phoneNumber: string;
}

/** The verified person of the typed form, or the Korean message of what is wrong. */
function personOf(typed: Typed): VerifiedPerson | string {
  const name = typed.name.trim();
  if (!name || name.length > NAME_MAX || /[\p{Cc}<>]/u.test(name)) return `이름을 1~${NAME_MAX}자로 입력해 주세요.`;
  if (!isCalendarDay(typed.birthDate)) return '생년월일을 yyyy-MM-dd 형식으로 입력해 주세요.';
  if (typed.gender !== 'MALE' && typed.gender !== 'FEMALE') return '성별을 골라 주세요.';
  const phoneNumber = dashedPhone(typed.phoneNumber);
  if (!phoneNumber) return '휴대폰 번호 형식이 올바르지 않습니다. 010-1234-5678처럼 입력해 주세요.';
  return { name, birthDate: typed.birthDate, gender: typed.gender, phoneNumber };
}

const text = (form: FormData, key: string) => {
  const value = form.get(key);
  return typeof value === 'string' ? value : '';
};

function page(certNum: string, action: string, typed: Typed = { name: '', birthDate: '', gender: '', phoneNumber: '' }, error = '') {
  const hidden = `<input type="hidden" name="certNum" value="${escapeHtml(certNum)}">`;
  const people = demoPeople
    .map(
      (p, i) =>
        `<button type="submit" name="preset" value="${i}">${escapeHtml(p.name)} <small>${p.birthDate} · ${p.gender === 'MALE' ? '남' : '여'} · ${p.phoneNumber}</small></button>`,
    )
    .join('');
  const checked = (g: string) => (typed.gender === g ? ' checked' : '');
  const body = `
<p><span class="badge">데모 본인인증</span></p>
<h1>데모 본인인증</h1>
<p class="note">실제 본인인증 서비스가 아닌 시험용 화면입니다. 고르거나 입력한 정보가 그대로 인증된 정보로 쓰입니다.</p>
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="${escapeHtml(action)}">${hidden}<input type="hidden" name="choice" value="preset">
  <fieldset><legend>시험용 인물 고르기</legend><div class="people">${people}</div></fieldset>
</form>
<form method="post" action="${escapeHtml(action)}">${hidden}<input type="hidden" name="choice" value="typed">
  <fieldset><legend>직접 입력</legend>
    <label>이름<input name="name" autocomplete="off" maxlength="${NAME_MAX}" required value="${escapeHtml(typed.name)}"></label>
    <label>생년월일<input name="birthDate" type="date" min="1900-01-01" max="2099-12-31" required value="${escapeHtml(typed.birthDate)}"></label>
    <div class="row" role="radiogroup" aria-label="성별"><span>성별</span>
      <label><input type="radio" name="gender" value="MALE" required${checked('MALE')}>남</label>
      <label><input type="radio" name="gender" value="FEMALE"${checked('FEMALE')}>여</label>
    </div>
    <label>휴대폰 번호<input name="phoneNumber" type="tel" inputmode="numeric" placeholder="010-1234-5678" required value="${escapeHtml(typed.phoneNumber)}"></label>
    <button type="submit" class="primary">인증 확인</button>
  </fieldset>
</form>
<form method="post" action="${escapeHtml(action)}">${hidden}<input type="hidden" name="choice" value="cancel">
  <button type="submit">인증 취소</button>
</form>`;
  return htmlPage({ title: '데모 본인인증', body, status: error ? 400 : 200 });
}

export const demoIdentityProvider: IdentityProvider = {
  name: 'demo',
  start: (certNum) => Promise.resolve({ trCert: `demo.${certNum}` }),
  launchPage: ({ certNum, action }) => page(certNum, action),
  readReturn(form) {
    const certNum = text(form, 'certNum');
    const choice = text(form, 'choice');
    if (choice === 'cancel') return Promise.resolve({ certNum, outcome: { status: 'FAIL' } });
    if (choice === 'preset') {
      const person = demoPeople[Number(text(form, 'preset'))];
      return Promise.resolve(person ? { certNum, outcome: { status: 'SUCCESS', person } } : null);
    }
    if (choice !== 'typed') return Promise.resolve(null);
    const typed = { name: text(form, 'name'), birthDate: text(form, 'birthDate'), gender: text(form, 'gender'), phoneNumber: text(form, 'phoneNumber') };
    const person = personOf(typed);
    if (typeof person === 'string') return Promise.resolve({ certNum, retry: (action: string) => page(certNum, action, typed, person) });
    return Promise.resolve({ certNum, outcome: { status: 'SUCCESS', person } });
  },
};
