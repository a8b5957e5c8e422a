import { useParams } from 'react-router';
import { isApiError } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { QueryFallback } from '@/components/query-fallback';
import { useStoreApp } from '@/features/store/api/get-store-app';
import { ListingPage, type ListingSlots } from '@/features/store/components/listing-page';
import { CodeEditor } from '@/features/editor/components/code-editor';
import { PreviewFrame } from '@/features/preview/components/preview-frame';
import { PurchasePanel } from '@/features/deploy/components/purchase-panel';
import { PublicLayout } from '../layouts/public-layout';
import { Component as NotFound } from './not-found';

// The listing composes the preview engine (live demo of the pinned files) and the editor (read-only source with its
// file tree): features never import each other, they meet here.
const slots: ListingSlots = {
  renderDemo: ({ files, title }) => (
    <div className="h-[70svh] overflow-hidden rounded-md border bg-white">
      <PreviewFrame files={files} title={title} />
    </div>
  ),
  renderSource: ({ files, title }) => (
    <div className="h-[80svh] md:h-[70svh]">
      <CodeEditor initialFiles={files} renderPreview={() => null} readOnly title={title} className="h-full" />
    </div>
  ),
  renderPurchase: (app) => <PurchasePanel app={app} />,
};

export function Component() {
  const { slug = '' } = useParams();
  const { status } = useAuth();
  // Asked once the session is known: an author's or a ministry's listing read anonymously would answer 404.
  const app = useStoreApp(slug, status !== 'loading');
  // A listing the visitor may not see answers 404, like one that does not exist: the same page for both.
  if (app.isError && isApiError(app.error) && app.error.status === 404) return <NotFound />;
  return (
    <PublicLayout>
      {app.isSuccess ? <ListingPage app={app.data} {...slots} /> : <QueryFallback query={{ isPending: app.isPending, error: app.error }} className="py-16" />}
    </PublicLayout>
  );
}
