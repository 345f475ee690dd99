// Public API of the staking feature: only its routes (App.tsx loads them lazily by path).
export { default as StakingRoutes } from './routes/StakingRoutes.tsx';
