import { NotFoundView } from './not-found.view.tsx';

/** Route entry for any other path: a page of its own, outside the shell, in the first chunk (no MUI). */
export default function NotFoundPage() {
  return (
    <main>
      <NotFoundView />
    </main>
  );
}
