import { useEffect, useRef, useState, type MouseEvent, type SubmitEvent } from 'react';
import { noticeEditor } from 'styled-system/recipes';
import { Button } from '../../ui/Button';
import { RichTextEditor } from '../../ui/RichTextEditor';
import { TextField } from '../../ui/TextField';
import { ApiError } from '../../api/errors';
import { boardsApi } from '../../api/boards';
import { TITLE_MAX } from '../../api/schema/limits';
import type { Attachment } from '../../api/types';
import { http } from '../../lib/browser-api';
import { confirm } from '../../stores/dialog';
import { ErrorBoundary } from '../shared/error-boundary/ErrorBoundary';
import { AttachmentFields } from '../shared/attachments/AttachmentFields';
import { useAttachments } from '../shared/attachments/use-attachments';
import { uploadEditorImage } from '../shared/editor-images';
import { NoticeProperties } from './NoticeProperties';
import { useHydrated } from '../shared/use-hydrated';
import {
  checkNotice,
  createRequest,
  emptyNotice,
  firstWrong,
  imagesShown,
  sameDraft,
  updateRequest,
  type NoticeDraft,
  type NoticeErrors,
  type NoticeField,
} from './notice-draft';
// The island-only recipes (scripts/build/island-recipes.mjs): a page links them only when it renders an island.
import '../../styles/islands.css';

const boards = boardsApi(http);
const PATH = '/customer-service/notice';

export interface NoticeEditorProps {
  mode: 'create' | 'edit';
  noticeId?: number;
  /** The notice as saved (edit). */
  initial?: NoticeDraft;
  /** Is the notice being edited published? (its 저장 keeps it so; a draft's is 임시저장) */
  published?: boolean;
  existing?: Attachment[];
  /** The drug companies the catalogue knows, offered as the notice's source. */
  drugCompanies?: string[];
  /** Where 취소 goes. */
  cancelHref: string;
  /** Stand-in for the image upload (stories); defaults to `POST /v1/boards/uploads`. */
  uploadImage?: typeof uploadEditorImage;
}

const s = noticeEditor();
const LEAVE = '작성 중인 내용이 저장되지 않습니다. 그래도 나가시겠습니까?';

function NoticeEditorInner({
  mode,
  noticeId,
  initial = emptyNotice,
  published = false,
  existing = [],
  drugCompanies = [],
  cancelHref,
  uploadImage = uploadEditorImage,
}: NoticeEditorProps) {
  const [draft, setDraft] = useState<NoticeDraft>(initial);
  const attachments = useAttachments(existing);
  const { files, kept } = attachments;
  const [uploaded, setUploaded] = useState<number[]>([]);
  const [errors, setErrors] = useState<NoticeErrors>({});
  const [saving, setSaving] = useState(false);
  const hydrated = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);
  const errorRef = useRef<HTMLParagraphElement>(null);
  const dirty = !sameDraft(draft, initial) || attachments.changed;

  // Leaving with unsaved changes asks first (reload, closing the tab, another address); saving itself does not.
  useEffect(() => {
    if (!dirty || saving) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    addEventListener('beforeunload', warn);
    return () => removeEventListener('beforeunload', warn);
  }, [dirty, saving]);
  useEffect(() => {
    if (errors.form) errorRef.current?.focus();
  }, [errors.form]);

  const change = <K extends keyof NoticeDraft>(key: K, value: NoticeDraft[K]) => {
    setDraft((d) => ({ ...d, [key]: value }));
    if (errors[key as NoticeField]) setErrors((e) => ({ ...e, [key]: undefined }));
  };
  const focusField = (field: NoticeField) =>
    formRef.current
      ?.querySelector<HTMLElement>(`[data-field="${field}"] :is(select, input:not([type=hidden]), textarea, [contenteditable=true])`)
      ?.focus();
  const upload: typeof uploadEditorImage = async (file, onProgress) => {
    const image = await uploadImage(file, onProgress);
    setUploaded((ids) => [...ids, image.id]);
    return image;
  };

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = checkNotice(draft);
    setErrors(found);
    const wrong = firstWrong(found);
    if (wrong) return focusField(wrong);
    setSaving(true);
    try {
      const images = imagesShown(draft.content, uploaded);
      let id = noticeId ?? 0;
      if (mode === 'create') id = Number(await boards.create(createRequest(draft, images), files));
      else await boards.update(id, updateRequest(draft, kept, images), files);
      location.assign(`${PATH}/${id}?done=${published ? 'updated' : 'saved'}`);
    } catch (error) {
      setSaving(false);
      const detail = error instanceof ApiError ? error.message : '';
      setErrors({ form: `공지 저장 중 오류가 발생했습니다. ${detail || '다시 시도해 주세요.'}` });
    }
  }

  async function cancel(event: MouseEvent<HTMLAnchorElement>) {
    if (!dirty) return;
    event.preventDefault();
    if (await confirm(LEAVE, { title: '작성 취소' })) {
      setSaving(true);
      location.assign(cancelHref);
    }
  }

  const saveLabel = published ? '저장' : '임시저장';

  return (
    <form
      ref={formRef}
      className={s.root}
      onSubmit={submit}
      method="post"
      noValidate
      aria-label={mode === 'create' ? '공지사항 작성' : '공지사항 수정'}
    >
      <div className={s.box}>
        <NoticeProperties
          draft={draft}
          initialDrugCompany={initial.drugCompany}
          drugCompanies={drugCompanies}
          errors={errors}
          change={change}
        />
        <div data-field="title">
          <TextField
            label="제목"
            name="title"
            required
            defaultValue={initial.title}
            maxLength={TITLE_MAX}
            placeholder="제목을 입력해 주세요"
            onChange={(e) => change('title', e.target.value)}
            errorText={errors.title}
          />
        </div>
        <div data-field="content">
          <RichTextEditor
            label="내용"
            name="content"
            defaultValue={initial.content}
            onChange={(html) => change('content', html)}
            placeholder="공지 내용을 입력해 주세요. 이미지는 붙여 넣거나 끌어다 놓을 수 있습니다."
            uploadImage={upload}
            errorText={errors.content}
          />
        </div>
        <AttachmentFields
          attachments={attachments}
          error={errors.files}
          onProblem={(problem) => setErrors((e) => ({ ...e, files: problem }))}
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
        <Button type="submit" size="lg" disabled={!hydrated} loading={saving} loadingText="저장 중…">
          {saveLabel}
        </Button>
      </div>
    </form>
  );
}

/** The notice form of content editors (new and edit): properties, title, body, attachments; saved as a draft. */
export function NoticeEditor(props: NoticeEditorProps) {
  return (
    <ErrorBoundary>
      <NoticeEditorInner {...props} />
    </ErrorBoundary>
  );
}
