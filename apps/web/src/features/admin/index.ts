/** What other panels use from the admin feature: the overview, shared with the manager panel. */
export { OverviewPage } from './overview/overview-page';
