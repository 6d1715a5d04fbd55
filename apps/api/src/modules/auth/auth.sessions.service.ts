// Sessions as the rest of the server uses them: the session hook reads, renews and ends them; a password change,
// a deactivation or an erasure ends every session of the account.
export {
  deleteSession,
  deleteSessionsOfUser,
  findSessionWithUser,
  insertSession,
  touchSession,
} from './auth.sessions.repository.js';
