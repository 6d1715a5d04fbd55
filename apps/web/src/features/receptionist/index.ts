export { PlannerPage } from './planner/planner-page';
