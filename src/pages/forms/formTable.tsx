import { Typography } from '@mui/material';
import type { ArrayFieldItemTemplateProps, ArrayFieldTemplateProps, FieldProps, ObjectFieldTemplateProps, RJSFSchema, UiSchema } from '@rjsf/utils';
import { memo, useMemo, type ComponentType } from 'react';
import './formTable.css';

/**
 * The per-unit, per-element and per-KUK tables ('ui:field': 'table'): one bordered row per item, its short
 * fields side by side (K/BK, Ya/Tidak, V/A/T/M ticks), its own lists (a unit's elements, an element's KUK) as
 * nested tables under it. Every field keeps its label, so a screen reader hears what each cell asks.
 */
function TableArrayTemplate({ items, title, canAdd, onAddClick, disabled, readonly, registry, fieldPathId, uiSchema }: ArrayFieldTemplateProps) {
  const { AddButton } = registry.templates.ButtonTemplates;
  const titleId = `${fieldPathId.$id}__title`;
  return (
    <section aria-labelledby={title ? titleId : undefined} className="form-table">
      {title && (
        <Typography id={titleId} variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
          {title}
        </Typography>
      )}
      <div role="list" className="form-table-list">
        {items}
      </div>
      {canAdd && !readonly && !disabled && (
        <div className="no-print form-table-add">
          <AddButton id={`${fieldPathId.$id}__add`} onClick={onAddClick} disabled={disabled} uiSchema={uiSchema} registry={registry} />
        </div>
      )}
    </section>
  );
}

// Plain elements styled by formTable.css: a large APL.02 has hundreds of rows, and MUI's sx is resolved per element.
const TableItemTemplate = memo(function TableItemTemplate({ children, index, hasToolbar, buttonsProps, registry }: ArrayFieldItemTemplateProps) {
  const { ArrayFieldItemButtonsTemplate } = registry.templates;
  return (
    <div role="listitem" className="form-table-row">
      <span aria-hidden className="form-table-number">
        {index + 1}
      </span>
      <div className="form-table-cells">{children}</div>
      {hasToolbar && (
        <div className="no-print">
          <ArrayFieldItemButtonsTemplate {...buttonsProps} />
        </div>
      )}
    </div>
  );
});

const isList = (schema: unknown) => Boolean(schema && typeof schema === 'object' && (schema as RJSFSchema).type === 'array');

/** A row: short fields in a grid, lists below at full width. */
const TableRowTemplate = memo(function TableRowTemplate({ properties, schema }: ObjectFieldTemplateProps) {
  const visible = properties.filter((property) => !property.hidden);
  const nested = (name: string) => isList(schema.properties?.[name]);
  return (
    <div>
      <div className="form-table-grid">
        {visible
          .filter((property) => !nested(property.name))
          .map((property) => (
            <div key={property.name}>{property.content}</div>
          ))}
      </div>
      {visible
        .filter((property) => nested(property.name))
        .map((property) => (
          <div key={property.name} className="form-table-nested">
            {property.content}
          </div>
        ))}
    </div>
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
