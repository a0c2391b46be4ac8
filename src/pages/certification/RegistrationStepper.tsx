import { Step, StepLabel, Stepper, useMediaQuery, useTheme } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { RegistrationView } from '@core/certification/types';
import { FLOW_STEPS, flowPosition, type FlowStep } from './certificationRules';

/** The label of a step once reached: the verification and the decision say how they went. */
function stepLabelKey(step: FlowStep, view: RegistrationView): string {
  if (step === 'verified' && view.state === 'rejected') return 'rejected';
  if (step === 'recommended' && view.recommendation) return `recommended${view.recommendation}`;
  if (step === 'decided' && (view.state === 'competent' || view.state === 'not-yet-competent')) return view.state;
  return step;
}

/** The flow as a stepper: horizontal on a laptop, vertical on a phone (seven steps do not fit 375 px side by side). */
export function RegistrationStepper({ view }: { view: RegistrationView }) {
  const translate = useTranslate();
  const narrow = useMediaQuery(useTheme().breakpoints.down('md'));
  const position = flowPosition(view.state, view.events);
  const active = position.ended && !position.failed ? FLOW_STEPS.length : position.step;
  return (
    <Stepper
      activeStep={active}
      orientation={narrow ? 'vertical' : 'horizontal'}
      alternativeLabel={!narrow}
      aria-label={translate('certificationPages.steps.label')}
      sx={{ my: 2 }}
    >
      {FLOW_STEPS.map((step, index) => (
        <Step key={step} completed={index < position.step || (index === position.step && position.ended && !position.failed)}>
          <StepLabel
            error={index === position.step && position.failed}
            optional={index === position.step && view.state === 'withdrawn' ? translate('certificationPages.states.withdrawn') : undefined}
          >
            {translate(`certificationPages.steps.${stepLabelKey(step, view)}`)}
          </StepLabel>
        </Step>
      ))}
    </Stepper>
  );
}
