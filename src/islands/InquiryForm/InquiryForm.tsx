import { useEffect, useRef, useState, useSyncExternalStore, type MouseEvent, type SubmitEvent } from 'react';
import { inquiryForm } from 'styled-system/recipes';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import { ApiError } from '../../api/errors';
import type { Attachment } from '../../api/types';
import { contentSchema, titleSchema } from '../../api/schema/post';
import { TITLE_MAX } from '../../api/schema/common';
import { safeParse } from 'valibot';
import { ATTACHMENT_EXTENSIONS, extensionOf, MAX_ATTACHMENTS, MAX_FILE_BYTES } from '../../api/uploads';
import { boardsApi } from '../../api/boards';
import { inquiriesApi } from '../../api/inquiries';
import { http } from '../../lib/browser-api';
import { confirm } from '../../stores/dialog';
import { ErrorBoundary } from '../shared/error-boundary/ErrorBoundary';
import { imagesShown, uploadEditorImage } from '../shared/editor-images';
import { AttachmentFields } from '../shared/attachments/AttachmentFields';
import { useAttachments } from '../shared/attachments/use-attachments';
import { InquiryBody, TEXT_MAX, textLength } from './InquiryBody';
// The island-only recipes (scripts/build/island-recipes.mjs): a page links them only when it renders an island.
import '../../styles/islands.css';

const inquiries = inquiriesApi(boardsApi(http));

export interface InquiryFormProps {
  mode: 'create' | 'edit';
  inquiryId?: number;
  initialTitle?: string;
  /** The body as saved (HTML). */
  initialHtml?: string;
  /** Files already attached (edit). */
  existing?: Attachment[];
  /** Where 취소 goes, and the list state to keep (query string starting with ? or empty). */
  cancelHref: string;
  listQuery?: string;
  /** Stand-in for the image upload of the body (stories); defaults to `POST /v1/boards/uploads`. */
  uploadImage?: typeof uploadEditorImage;
}

type Errors = { title?: string; text?: string; files?: string; form?: string };

const s = inquiryForm();

const subscribeNothing = () => () => {};

function InquiryFormInner({
  mode,
  inquiryId,
  initialTitle = '',
  initialHtml = '',
  existing = [],
  cancelHref,
  listQuery = '',
  uploadImage = uploadEditorImage,
}: InquiryFormProps) {
  const [title, setTitle] = useState(initialTitle);
  const [html, setHtml] = useState(initialHtml);
  const [uploaded, setUploaded] = useState<number[]>([]);
  const attachments = useAttachments(existing);
  const { files, kept, room } = attachments;
  const [errors, setErrors] = useState<Errors>({});
  const [submitting, setSubmitting] = useState(false);
  // Until the island runs, the submit button stays disabled: nothing is sent by a plain form post in the meantime.
  const hydrated = useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
  const titleRef = useRef<HTMLInputElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const errorRef = useRef<HTMLParagraphElement>(null);
  // The fields are uncontrolled, so that what was typed before the island ran is kept; take it over once here.
  useEffect(() => {
    if (titleRef.current) setTitle(titleRef.current.value);
  }, []);
  // A form-level error takes the focus once it is on screen, so screen readers and keyboards land on it.
  useEffect(() => {
    if (errors.form) errorRef.current?.focus();
  }, [errors.form]);
  const dirty = title !== initialTitle || html !== initialHtml || attachments.changed;

  function validate(): Errors {
    const found: Errors = {};
    const titleCheck = safeParse(titleSchema, title);
    if (!titleCheck.success) found.title = titleCheck.issues[0].message;
    const textCheck = safeParse(contentSchema, html);
    const length = textLength(html);
    if (length === 0 && !/<img\b/i.test(html)) found.text = '문의 내용을 입력해 주세요.';
    else if (length > TEXT_MAX) found.text = `문의 내용은 ${TEXT_MAX.toLocaleString('ko-KR')}자 이내로 입력해 주세요.`;
    else if (!textCheck.success) found.text = textCheck.issues[0].message;
    if (files.length > room) found.files = `첨부파일은 ${MAX_ATTACHMENTS}개까지 올릴 수 있습니다.`;
    const bad = files.find((f) => f.size > MAX_FILE_BYTES || !(ATTACHMENT_EXTENSIONS as readonly string[]).includes(extensionOf(f.name)));
    if (bad) found.files = `올릴 수 없는 파일입니다: ${bad.name}`;
    return found;
  }

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = validate();
    setErrors(found);
    if (found.title) return titleRef.current?.focus();
    if (found.text)
      return formRef.current?.querySelector<HTMLElement>('[data-field="text"] :is(textarea, [contenteditable="true"])')?.focus();
    if (found.files) return;
    setSubmitting(true);
    try {
      const content = html;
      const editorFileIds = imagesShown(html, uploaded);
      let id = inquiryId ?? 0;
      if (mode === 'create') {
        id = await inquiries.create({ title: title.trim(), content, editorFileIds }, files);
      } else {
        await inquiries.update(id, { title: title.trim(), content, keepFileIds: kept, editorFileIds }, files);
      }
      const next = new URLSearchParams(listQuery.replace(/^\?/, ''));
      next.set('done', mode === 'create' ? 'created' : 'updated');
      location.assign(`/customer-service/inquiry/${id}?${next.toString()}`);
    } catch (error) {
      setSubmitting(false);
      const detail = error instanceof ApiError ? error.message : '';
      setErrors({ form: `글 ${mode === 'create' ? '작성' : '수정'} 중 오류가 발생했습니다. ${detail || '다시 시도해 주세요.'}` });
    }
  }

  async function cancel(event: MouseEvent<HTMLAnchorElement>) {
    if (!dirty) return;
    event.preventDefault();
    if (await confirm('작성 중인 내용이 저장되지 않습니다. 그래도 나가시겠습니까?', { title: '작성 취소' })) location.assign(cancelHref);
  }

  return (
    <form
      ref={formRef}
      className={s.root}
      onSubmit={submit}
      method="post"
      noValidate
      aria-label={mode === 'create' ? '1:1 문의 작성' : '1:1 문의 수정'}
    >
      <div className={s.box}>
        <TextField
          label="제목"
          name="title"
          required
          defaultValue={initialTitle}
          maxLength={TITLE_MAX}
          placeholder="제목을 입력해 주세요"
          onChange={(e) => {
            setTitle(e.target.value);
            if (errors.title) setErrors({ ...errors, title: undefined });
          }}
          errorText={errors.title}
          ref={titleRef}
        />
        <InquiryBody
          initialHtml={initialHtml}
          onChange={(next) => {
            setHtml(next);
            if (errors.text) setErrors((e) => ({ ...e, text: undefined }));
          }}
          uploadImage={async (file, onProgress) => {
            const image = await uploadImage(file, onProgress);
            setUploaded((ids) => [...ids, image.id]);
            return image;
          }}
          errorText={errors.text}
        />
        <AttachmentFields
          attachments={attachments}
          error={errors.files}
          onProblem={(problem) => setErrors({ ...errors, files: problem })}
        />
      </div>
      {errors.form && (
        <p className={s.formError} role="alert" tabIndex={-1} ref={errorRef}>
          {errors.form}
        </p>
      )}
      <div className={s.actions}>
        <Button href={cancelHref} variant="outline" tone="neutral" size="lg" onClick={cancel}>
          취소
        </Button>
        <Button type="submit" size="lg" disabled={!hydrated} loading={submitting} loadingText={mode === 'create' ? '등록 중…' : '저장 중…'}>
          {mode === 'create' ? '문의하기' : '수정하기'}
        </Button>
      </div>
    </form>
  );
}

/** The 1:1 inquiry form (create and edit): title, body, attachments to add and remove; Korean validation and errors. */
export function InquiryForm(props: InquiryFormProps) {
  return (
    <ErrorBoundary>
      <InquiryFormInner {...props} />
    </ErrorBoundary>
  );
}
