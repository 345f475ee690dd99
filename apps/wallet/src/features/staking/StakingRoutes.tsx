import { ComingSoonPage } from '../comingSoon/ComingSoonPage.tsx';

/** Everything under /staking/{address} (spec 2 §2.2, §2.3): built with the staking release. */
export default function StakingRoutes() {
  return <ComingSoonPage area="staking" />;
}
