import { Box, Typography } from '@mui/material';
import type { ArrayFieldItemTemplateProps, ArrayFieldTemplateProps, FieldProps, ObjectFieldTemplateProps, RJSFSchema, UiSchema } from '@rjsf/utils';
import { memo, useMemo, type ComponentType } from 'react';

/**
 * The per-unit, per-element and per-KUK tables ('ui:field': 'table'): one bordered row per item, its short
 * fields side by side (K/BK, Ya/Tidak, V/A/T/M ticks), its own lists (a unit's elements, an element's KUK) as
 * nested tables under it. Every field keeps its label, so a screen reader hears what each cell asks.
 */
function TableArrayTemplate({ items, title, canAdd, onAddClick, disabled, readonly, registry, fieldPathId, uiSchema }: ArrayFieldTemplateProps) {
  const { AddButton } = registry.templates.ButtonTemplates;
  const titleId = `${fieldPathId.$id}__title`;
  return (
    <Box component="section" aria-labelledby={title ? titleId : undefined} className="form-table" sx={{ my: 1 }}>
      {title && <Typography id={titleId} variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>{title}</Typography>}
      <Box role="list" sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
        {items}
      </Box>
      {canAdd && !readonly && !disabled && (
        <Box className="no-print" sx={{ mt: 1 }}>
          <AddButton id={`${fieldPathId.$id}__add`} onClick={onAddClick} disabled={disabled} uiSchema={uiSchema} registry={registry} />
        </Box>
      )}
    </Box>
  );
}

const TableItemTemplate = memo(function TableItemTemplate({ children, index, hasToolbar, buttonsProps, registry }: ArrayFieldItemTemplateProps) {
  const { ArrayFieldItemButtonsTemplate } = registry.templates;
  return (
    <Box role="listitem" className="form-table-row" sx={{ display: 'flex', gap: 1, p: 1, borderTop: index ? 1 : 0, borderColor: 'divider' }}>
      <Typography variant="body2" aria-hidden sx={{ minWidth: 20, pt: 1, color: 'text.secondary' }}>{index + 1}</Typography>
      <Box sx={{ flex: 1, minWidth: 0 }}>{children}</Box>
      {hasToolbar && (
        <Box className="no-print">
          <ArrayFieldItemButtonsTemplate {...buttonsProps} />
        </Box>
      )}
    </Box>
  );
});

const isList = (schema: unknown) => Boolean(schema && typeof schema === 'object' && (schema as RJSFSchema).type === 'array');

/** A row: short fields in a grid, lists below at full width. */
const TableRowTemplate = memo(function TableRowTemplate({ properties, schema }: ObjectFieldTemplateProps) {
  const visible = properties.filter((property) => !property.hidden);
  const nested = (name: string) => isList(schema.properties?.[name]);
  return (
    <Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(160px, 1fr))', columnGap: 2, alignItems: 'start' }}>
        {visible.filter((property) => !nested(property.name)).map((property) => <Box key={property.name}>{property.content}</Box>)}
      </Box>
      {visible.filter((property) => nested(property.name)).map((property) => <Box key={property.name} sx={{ pl: 1 }}>{property.content}</Box>)}
    </Box>
  );
});

/** The uiSchema that turns an array and every list inside its items into tables. */
export function tableUiSchema(schema: RJSFSchema, uiSchema: UiSchema = {}): UiSchema {
  const itemSchema = (schema.items && typeof schema.items === 'object' && !Array.isArray(schema.items) ? schema.items : {}) as RJSFSchema;
  const itemUi = (uiSchema.items ?? {}) as UiSchema;
  const lists = Object.entries(itemSchema.properties ?? {}).filter(([, child]) => isList(child));
  const options = (uiSchema['ui:options'] ?? {}) as Record<string, unknown>;
  return {
    ...uiSchema,
    // A table's rows follow the scheme's order; a form file may still allow reordering.
    'ui:options': { orderable: false, ...options },
    'ui:ArrayFieldTemplate': TableArrayTemplate,
    'ui:ArrayFieldItemTemplate': TableItemTemplate,
    items: {
      ...itemUi,
      ...(itemSchema.type === 'object' ? { 'ui:ObjectFieldTemplate': TableRowTemplate } : {}),
      ...Object.fromEntries(lists.map(([key, child]) => [key, tableUiSchema(child as RJSFSchema, (itemUi[key] ?? {}) as UiSchema)])),
    },
  };
}

/** 'ui:field': 'table': rjsf's own array field with the table templates (the uiSchema built once per schema). */
export function TableField(props: FieldProps) {
  const ArrayField = props.registry.fields.ArrayField as ComponentType<FieldProps>;
  const uiSchema = useMemo(() => tableUiSchema(props.schema, props.uiSchema), [props.schema, props.uiSchema]);
  return <ArrayField {...props} uiSchema={uiSchema} />;
}
