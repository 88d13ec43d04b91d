import { FieldTemplate } from './FieldTemplate.tsx';
import { ObjectFieldTemplate } from './ObjectFieldTemplate.tsx';

/** Our form templates (label, errors, grid); rjsf's own are used for arrays and buttons. */
export const formTemplates = { FieldTemplate, ObjectFieldTemplate };
