import { Templates } from '@rjsf/mui';
import { ADDITIONAL_PROPERTY_FLAG, labelValue, type BaseInputTemplateProps, type FieldTemplateProps } from '@rjsf/utils';
import { useState, type ComponentType, type KeyboardEvent } from 'react';

const MuiInput = Templates.BaseInputTemplate as ComponentType<BaseInputTemplateProps>;
const MuiField = Templates.FieldTemplate as ComponentType<FieldTemplateProps>;

/**
 * A read-only value as text under its label. A large APL.02 prefills hundreds of them (unit codes and titles,
 * elements, KUK): as disabled MUI text fields they were most of the form's render time.
 */
function ReadOnlyValue({ id, label, hideLabel, value }: BaseInputTemplateProps) {
  const shownLabel = labelValue(label || undefined, hideLabel, undefined);
  return (
    <div id={id} className="form-value">
      {shownLabel && <span className="form-value-label">{shownLabel}</span>}
      <span className="form-value-text">{value || value === 0 ? String(value) : '-'}</span>
    </div>
  );
}

/**
 * An editable input that keeps what is typed to itself and hands it to rjsf on blur (or Enter, which submits):
 * rjsf copies and re-renders the whole part on every change, far over a keystroke's budget in a large table.
 * Leaving the field (Tab, a click on Save or Submit) always blurs it first, so saved and submitted data is whole.
 */
function DeferredInput(props: BaseInputTemplateProps) {
  const { value, onChange, onBlur } = props;
  const [typed, setTyped] = useState<unknown>(value);
  const [received, setReceived] = useState<unknown>(value);
  // A value set from outside (a reset, a new instance version) replaces what was typed.
  if (value !== received) {
    setReceived(value);
    setTyped(value);
  }
  const commit = () => {
    if (typed !== value) onChange(typed);
  };
  const enter = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && !props.multiline) commit();
  };
  return (
    <MuiInput
      {...props}
      value={typed}
      onChange={setTyped}
      onBlur={(id, current) => {
        commit();
        onBlur(id, current);
      }}
      onKeyDown={enter}
    />
  );
}

/** rjsf's BaseInputTemplate (text, textarea, date, number, email...) for the form pages. */
export function FormInputTemplate(props: BaseInputTemplateProps) {
  return props.readonly ? <ReadOnlyValue {...props} /> : <DeferredInput {...props} />;
}

/**
 * rjsf's FieldTemplate: a read-only field with nothing to add around it (no error, description or help, not an
 * additional property) in a plain element instead of MUI's FormControl, which costs as much as the value itself.
 */
export function FormFieldTemplate(props: FieldTemplateProps) {
  const { readonly, hidden, rawErrors, rawDescription, rawHelp, schema, classNames, style, children } = props;
  const plain = readonly && !hidden && !rawErrors?.length && !rawDescription && !rawHelp && !(ADDITIONAL_PROPERTY_FLAG in schema);
  return plain ? (
    <div className={classNames} style={style}>
      {children}
    </div>
  ) : (
    <MuiField {...props} />
  );
}
