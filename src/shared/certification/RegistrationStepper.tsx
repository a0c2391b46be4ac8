import { Step, StepLabel, Stepper, useMediaQuery, useTheme } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { RegistrationView } from '@core/certification/contract';
import type { PageCatalog } from './pageCatalog';
import { FLOW_STEPS, stepperState, type FlowStep } from './registrationRules';

/** A reached step's label says how it went: not accepted, recommended K or BK, competent or not yet. */
function labelKey(step: FlowStep, view: Pick<RegistrationView, 'state' | 'recommendation'>): string {
  if (step === 'verified' && view.state === 'rejected') return 'rejected';
  if (step === 'recommended' && view.recommendation) return `recommended${view.recommendation}`;
  if (step === 'decided' && (view.state === 'competent' || view.state === 'not-yet-competent')) return view.state;
  return step;
}

/** The flow as a stepper: horizontal on a laptop, vertical on a phone (seven steps do not fit 375 px side by side). */
export function RegistrationStepper({ view, catalog }: { view: RegistrationView; catalog: PageCatalog }) {
  const translate = useTranslate();
  const narrow = useMediaQuery(useTheme().breakpoints.down('md'));
  const { active, failedStep } = stepperState(view.state, view.events);
  return (
    <Stepper
      activeStep={active}
      orientation={narrow ? 'vertical' : 'horizontal'}
      alternativeLabel={!narrow}
      aria-label={translate(`${catalog}.steps.label`)}
      sx={{ my: 2 }}
    >
      {FLOW_STEPS.map((step, index) => (
        <Step key={step} completed={index < active && index !== failedStep}>
          <StepLabel
            error={index === failedStep}
            optional={index === failedStep && view.state === 'withdrawn' ? translate('certification.states.withdrawn') : undefined}
          >
            {translate(`${catalog}.steps.${labelKey(step, view)}`)}
          </StepLabel>
        </Step>
      ))}
    </Stepper>
  );
}
