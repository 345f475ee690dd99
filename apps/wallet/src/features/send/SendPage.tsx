import { ComingSoonPage } from '../comingSoon/ComingSoonPage.tsx';

/** Send FTM (spec 2 §2.1): built with the send release. */
export default function SendPage() {
  return <ComingSoonPage area="send" />;
}
