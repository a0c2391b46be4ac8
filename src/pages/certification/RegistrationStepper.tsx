import { Step, StepLabel, Stepper, useMediaQuery, useTheme } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { RegistrationView } from '@core/certification/types';
import { FLOW_STEPS, stepperState, type FlowStep } from '../../shared/certification/registrationRules';

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
  const { active, failedStep } = stepperState(view.state, view.events);
  return (
    <Stepper
      activeStep={active}
      orientation={narrow ? 'vertical' : 'horizontal'}
      alternativeLabel={!narrow}
      aria-label={translate('certificationPages.steps.label')}
      sx={{ my: 2 }}
    >
      {FLOW_STEPS.map((step, index) => (
        <Step key={step} completed={index < active && index !== failedStep}>
          <StepLabel
            error={index === failedStep}
            optional={index === failedStep && view.state === 'withdrawn' ? translate('certificationPages.states.withdrawn') : undefined}
          >
            {translate(`certificationPages.steps.${stepLabelKey(step, view)}`)}
          </StepLabel>
        </Step>
      ))}
    </Stepper>
  );
}
