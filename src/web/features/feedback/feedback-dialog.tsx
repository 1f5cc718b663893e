import { Link } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';

export interface FeedbackDialogProps {
  open: boolean;
  onClose: () => void;
}

/** 'Share Feedback' (spec section 2). The form arrives with the feedback issue. */
export function FeedbackDialog({ open, onClose }: FeedbackDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Share Feedback"
      description="Lorien is shaped by its first members. Tell us what feels right, what feels off, and what you miss."
      actions={
        <Button variant="primary" onClick={onClose}>
          Close
        </Button>
      }
    >
      <div className="alert alert--info">
        <p>
          The in-app feedback form is on its way. Until then, reach us through the{' '}
          <Link to="/contact" onClick={onClose}>
            contact page
          </Link>
          .
        </p>
      </div>
    </Dialog>
  );
}
