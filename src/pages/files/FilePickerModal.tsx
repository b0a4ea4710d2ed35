// The organization's file library as a picker (editor.md §3 File, §4 upload, §6 files, §7 files calls, §9): 10
// files a page, newest first, with a numbered pager; upload (one image at a time, idle or pending), disabled with
// the cannot-upload hint without Files:Create and the plan-limit hint at the quota; manage mode deletes after a
// confirmation; a help link opens the documentation's section on files (editor.md §2). Picking a file answers its id.
import { useEffect, useRef, useState } from 'react';
import { PAGE_SIZE } from '../../../contracts/constants';
import type { StudioFile } from '../../../contracts/files';
import { useApi } from '../../api/ApiContext';
import { useOrganizationFiles } from '../../api/fileQueries';
import { useOrganization, usePermissions } from '../../api/queries';
import { useConfig } from '../../config/ConfigContext';
import { IMAGE_UPLOAD_ACCEPT } from '../../api/uploadFile';
import { formatCount, formatLimit } from '../../format/numbers';
import { docsHref, HELP } from '../../help/docsLinks';
import { Button } from '../../ui/Button';
import { ConfirmModal } from '../../ui/ConfirmModal';
import { EmptyState } from '../../ui/EmptyState';
import { ManageToggle } from '../../ui/ManageToggle';
import { Modal } from '../../ui/Modal';
import { PageNumbers } from '../../ui/PageNumbers';
import { Skeleton } from '../../ui/Skeleton';
import { pageCount } from '../../ui/pageCount';
import { useExistingPage } from '../../ui/useExistingPage';
import { logoUploadBlocker } from '../organization/logoUpload';
import { useSubscriptionPaused } from '../organization/subscription/useSubscriptionPaused';
import { FileTile } from './FileTile';
import { useFileUpload, useRefreshFiles } from './useFileUpload';

interface FilePickerModalProps {
  organizationId: string;
  /** The file currently picked, marked in the list. */
  selectedId: string | null;
  onPick(fileId: string): void;
  onClose(): void;
}

export function FilePickerModal({ organizationId, selectedId, onPick, onClose }: FilePickerModalProps) {
  const api = useApi();
  const config = useConfig();
  const [page, setPage] = useState(1);
  const [managing, setManaging] = useState(false);
  const [deleting, setDeleting] = useState<StudioFile | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const files = useOrganizationFiles(organizationId, page);
  const organization = useOrganization(organizationId).data;
  const permissions = usePermissions(organizationId);
  const paused = useSubscriptionPaused(organizationId);
  const refresh = useRefreshFiles(organizationId);
  // A new file is the newest: show the first page, where it is.
  const { pending, upload } = useFileUpload(organizationId, () => setPage(1));

  const canManage = permissions.has('Files:Create');
  const uploadBlocker = organization && permissions.data ? logoUploadBlocker(organization, permissions.data, paused) : 'Loading…';
  const total = files.data?.total ?? 0;
  const pages = pageCount(total, PAGE_SIZE.files);
  // After a delete the last page may be gone: show the new last one.
  useExistingPage(page, PAGE_SIZE.files, files.data?.total, setPage);

  const remove = async (file: StudioFile) => {
    await api.delete(`/organizations/${encodeURIComponent(organizationId)}/files/${encodeURIComponent(file.id)}`);
    await refresh();
  };

  return (
    <Modal
      open
      title="Files"
      onClose={onClose}
      locked={pending}
      className="modal--files"
      testId="file-picker"
      actions={
        <>
          <a className="file-picker__help" href={docsHref(config.docsUrl, HELP.files)} target="_blank" rel="noreferrer noopener" data-testid="file-picker-help">
            How files work
          </a>
          <Button onClick={onClose} disabled={pending}>
            Cancel
          </Button>
        </>
      }
    >
      <div className="file-picker__toolbar">
        <input
          ref={input}
          type="file"
          accept={IMAGE_UPLOAD_ACCEPT}
          hidden
          data-testid="file-picker-input"
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) void upload(file);
          }}
        />
        <Button variant="primary" size="sm" busy={pending} disabledReason={uploadBlocker} onClick={() => input.current?.click()} data-testid="file-picker-upload">
          {pending ? 'Uploading…' : 'Upload image'}
        </Button>
        {organization ? (
          <span className="file-picker__quota" data-testid="file-picker-quota">
            {formatCount(organization.usage.files)} of {formatLimit(organization.plan.quota.files)} files
          </span>
        ) : null}
        <span className="file-picker__spacer" />
        {canManage && total > 0 ? <ManageToggle managing={managing} onChange={setManaging} testId="file-picker-manage" /> : null}
      </div>
      {uploadBlocker && organization && permissions.data ? (
        <p className="field__hint" data-testid="file-picker-upload-hint">
          {uploadBlocker}
        </p>
      ) : null}
      <p className="field__hint">JPEG, PNG, WebP, AVIF or HEIC, up to 10 MB, one at a time.</p>
      {!files.data ? (
        files.error ? (
          <EmptyState title="The files could not be loaded." testId="file-picker-error" />
        ) : (
          <ul className="file-grid" aria-busy="true">
            {Array.from({ length: 4 }, (_, index) => (
              <li key={index} className="file-tile">
                <Skeleton height={96} />
              </li>
            ))}
          </ul>
        )
      ) : total === 0 ? (
        <EmptyState title="No files yet" testId="file-picker-empty">
          Upload an image to use it in your widgets.
        </EmptyState>
      ) : (
        <ul className="file-grid" data-testid="file-grid">
          {files.data.files.map((file) => (
            <FileTile
              key={file.id}
              file={file}
              selected={file.id === selectedId}
              managing={managing}
              onPick={() => {
                onPick(file.id);
                onClose();
              }}
              onDelete={() => setDeleting(file)}
            />
          ))}
        </ul>
      )}
      <PageNumbers page={Math.min(page, pages)} pageSize={PAGE_SIZE.files} total={total} onPage={setPage} label="File pages" testId="file-picker-pages" />
      {deleting ? (
        <ConfirmModal title="Delete file" confirmLabel="Delete" testId="file-delete" onConfirm={() => remove(deleting)} onClose={() => setDeleting(null)}>
          Delete <strong>{deleting.originalName}</strong>? Blocks and backgrounds that show it will show no image.
        </ConfirmModal>
      ) : null}
    </Modal>
  );
}
