export { AdjustmentForm } from './adjustment-form';
export { useChargeItems, useFolio, useSaveChargeItem } from './api';
export { FolioDialog } from './folio-dialog';
export { FolioLines } from './folio-lines';
