import { NotFound } from '../../components/NotFound';

/** Any path outside the route table (the server answers it with 404). */
export default function NotFoundScreen() {
  return <NotFound />;
}
