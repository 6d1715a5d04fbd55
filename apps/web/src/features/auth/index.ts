/** What other parts of the app use from auth: the second-factor step, shown in a dialog when a session asks for it. */
export { default as SecondFactor } from './second-factor';
