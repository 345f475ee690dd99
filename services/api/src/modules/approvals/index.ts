// The public file of the API's approvals (`fwalletApprovals`, docs/approvals.md): what apiModules.ts and other
// areas may import (services/api/README.md#an-area). Nothing else of this folder is imported from outside it.
export { approvalsModule } from './approvalsModule.ts';
